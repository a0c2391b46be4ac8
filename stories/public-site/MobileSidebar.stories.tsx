import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MobileSidebar } from '../../public-site/src/components/MobileSidebar';
import { ENGLISH, INDONESIAN, LOGGED_IN_SITE_DATA } from './sampleSiteData';

/** SPEC 2's mobile sidebar, open. It only shows below 1024 px, hence the phone viewport. */
const meta = {
  title: 'Public site/Mobile sidebar',
  component: MobileSidebar,
  args: { id: 'story-sidebar', onClose: fn() },
} satisfies Meta<typeof MobileSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone' } };

export const Indonesian: Story = { globals: { ...INDONESIAN, ...phone } };
export const English: Story = { globals: { ...ENGLISH, ...phone } };
/** Logged in: no Login button. */
export const LoggedInIndonesian: Story = { globals: { ...INDONESIAN, ...phone }, parameters: { siteData: LOGGED_IN_SITE_DATA } };
export const LoggedInEnglish: Story = { globals: { ...ENGLISH, ...phone }, parameters: { siteData: LOGGED_IN_SITE_DATA } };
