import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteHeader } from '../../public-site/src/components/SiteHeader';
import { ENGLISH, INDONESIAN, LOGGED_IN_SITE_DATA } from './sampleSiteData';

/** SPEC 2's public navigation. Open the menus with the mouse or Tab + Enter; Escape closes them. */
const meta = {
  title: 'Public site/Header',
  component: SiteHeader,
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOutIndonesian: Story = { globals: INDONESIAN };
export const LoggedOutEnglish: Story = { globals: ENGLISH };
export const LoggedInIndonesian: Story = { globals: INDONESIAN, parameters: { siteData: LOGGED_IN_SITE_DATA } };
export const LoggedInEnglish: Story = { globals: ENGLISH, parameters: { siteData: LOGGED_IN_SITE_DATA } };
/** The login, registration and forgotten-password pages show the outlined logo. */
export const OnLoginPage: Story = { globals: INDONESIAN, parameters: { path: '/login' } };
/** Below 1024 px the menus move into the sidebar behind the menu button. */
export const PhoneIndonesian: Story = { globals: { ...INDONESIAN, viewport: { value: 'phone' } } };
export const PhoneEnglish: Story = { globals: { ...ENGLISH, viewport: { value: 'phone' } } };
