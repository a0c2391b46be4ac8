import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AddressPicker } from '../../src/shared/AddressPicker';
import { EMPTY_ADDRESS, type Address } from '@core/locations/address';
import type { LocationLookupItem } from '@core/locations/contract';
import { ENGLISH, INDONESIAN } from '../public-site/sampleSiteData';
import { MemberStoryFrame } from './MemberStoryFrame';

const area = (value: string, text: string): LocationLookupItem => ({ value, text });

/** A few branches of the real tree (idn-area-data 4.0.1), by lookup path: enough to walk down to a village. */
const LOOKUPS: Record<string, LocationLookupItem[]> = {
  '/api/md/location-area/province-lookup/': [area('51', 'Bali'), area('31', 'Daerah Khusus Ibukota Jakarta'), area('32', 'Jawa Barat')],
  '/api/md/location-area/district-lookup/31': [
    area('31.01', 'Kabupaten Administrasi Kepulauan Seribu'),
    area('31.73', 'Kota Administrasi Jakarta Barat'),
    area('31.71', 'Kota Administrasi Jakarta Pusat'),
  ],
  '/api/md/location-area/sub-district-lookup/31.71': [area('31.71.05', 'Cempaka Putih'), area('31.71.01', 'Gambir'), area('31.71.06', 'Menteng')],
  '/api/md/location-area/urban-village-lookup/31.71.01': [
    area('31.71.01.1002', 'Cideng'),
    area('31.71.01.1006', 'Duri Pulo'),
    area('31.71.01.1001', 'Gambir'),
    area('31.71.01.1005', 'Kebon Kelapa'),
    area('31.71.01.1004', 'Petojo Selatan'),
    area('31.71.01.1003', 'Petojo Utara'),
  ],
};

/** The gateway's location lookups for the branches above; any other code is an empty list. */
const lookupFetch: typeof fetch = async (input) => {
  const { pathname } = new URL(String(input), 'http://story.local');
  const body = { statusCode: 200, message: 'OK', data: { items: LOOKUPS[pathname] ?? [] } };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
};

const FILLED: Address = {
  province: area('31', 'Daerah Khusus Ibukota Jakarta'),
  regency: area('31.71', 'Kota Administrasi Jakarta Pusat'),
  district: area('31.71.01', 'Gambir'),
  village: area('31.71.01.1003', 'Petojo Utara'),
  street: 'Jl. Suryopranoto No. 8, RT 004/RW 002',
  postalCode: '10130',
};

function Picker({ initial, required }: { initial: Address; required: boolean }) {
  const [address, setAddress] = useState(initial);
  return <AddressPicker value={address} onChange={setAddress} required={required} />;
}

/**
 * The address picker of every address form (employer, CV, APL.01, partner registration): province, regency or city,
 * district and village from SPEC 7's location lookups, then street and postal code. Walk down Jakarta > Jakarta Pusat >
 * Gambir with the keyboard (type, arrows, Enter); choosing another province empties the levels below.
 */
const meta: Meta<{ initial: Address; required: boolean }> = {
  title: 'Member/Address picker',
  args: { initial: EMPTY_ADDRESS, required: true },
  render: (args, { globals }) => (
    <MemberStoryFrame role="Employer" locale={globals.locale === 'en' ? 'en' : 'id'} fetch={lookupFetch}>
      <div style={{ padding: '1rem', maxWidth: 520 }}>
        <Picker {...args} />
      </div>
    </MemberStoryFrame>
  ),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Indonesian: Story = { globals: INDONESIAN };
export const English: Story = { globals: ENGLISH };
export const Filled: Story = { args: { initial: FILLED }, globals: INDONESIAN };
export const InvalidPostalCode: Story = { args: { initial: { ...FILLED, postalCode: '0123' } }, globals: ENGLISH };
