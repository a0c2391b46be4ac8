import type { Meta, StoryObj } from '@storybook/react-vite';
import { CorporateFooter } from '../../public-site/src/components/CorporateFooter';
import { SiteFooter } from '../../public-site/src/components/SiteFooter';
import { SitemapFooter } from '../../public-site/src/components/SitemapFooter';
import { ENGLISH, INDONESIAN, NO_CONTACT_SITE_DATA } from './sampleSiteData';

/** SPEC 2's three footers. The company name and address come from the contact info (sample data here). */
const meta = {
  title: 'Public site/Footers',
  component: SiteFooter,
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StandardIndonesian: Story = { globals: INDONESIAN };
export const StandardEnglish: Story = { globals: ENGLISH };
/** Before the contact info is known: the logo alone. */
export const StandardWithoutContactInfo: Story = { globals: INDONESIAN, parameters: { siteData: NO_CONTACT_SITE_DATA } };
export const SitemapIndonesian: Story = { globals: INDONESIAN, render: () => <SitemapFooter /> };
export const SitemapEnglish: Story = { globals: ENGLISH, render: () => <SitemapFooter /> };
export const CorporateIndonesian: Story = { globals: INDONESIAN, render: () => <CorporateFooter /> };
export const CorporateEnglish: Story = { globals: ENGLISH, render: () => <CorporateFooter /> };
/** On /ecosystem the footer has no space above it. */
export const OnEcosystemPage: Story = { globals: INDONESIAN, parameters: { path: '/ecosystem' } };
