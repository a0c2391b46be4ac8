import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlankLayout } from '../../public-site/src/layouts/BlankLayout';
import { DefaultLayout } from '../../public-site/src/layouts/DefaultLayout';
import { V2Layout } from '../../public-site/src/layouts/V2Layout';
import { ENGLISH, INDONESIAN } from './sampleSiteData';

/** SPEC 2's layouts around a sample page (given to the layout's <Outlet /> through `parameters.outlet`). */
const meta = {
  title: 'Public site/Layouts',
  component: DefaultLayout,
  parameters: {
    outlet: (
      <section className="home-hero">
        <h1>BISA</h1>
        <p className="lead">Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>
      </section>
    ),
  },
} satisfies Meta<typeof DefaultLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultIndonesian: Story = { globals: INDONESIAN };
export const DefaultEnglish: Story = { globals: ENGLISH };
/** No header or footer; the floating chat button opens the chat. */
export const BlankIndonesian: Story = { globals: INDONESIAN, render: () => <BlankLayout /> };
export const BlankEnglish: Story = { globals: ENGLISH, render: () => <BlankLayout /> };
export const V2SitemapIndonesian: Story = { globals: INDONESIAN, render: () => <V2Layout footer="sitemap" /> };
export const V2SitemapEnglish: Story = { globals: ENGLISH, render: () => <V2Layout footer="sitemap" /> };
export const V2CorporateIndonesian: Story = { globals: INDONESIAN, render: () => <V2Layout footer="corporate" /> };
export const V2CorporateEnglish: Story = { globals: ENGLISH, render: () => <V2Layout footer="corporate" /> };
