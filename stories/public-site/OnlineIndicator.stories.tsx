import type { Meta, StoryObj } from '@storybook/react-vite';
import { OnlineStatusMessage } from '../../public-site/src/components/OnlineIndicator';
import { ENGLISH, INDONESIAN } from './sampleSiteData';

/** The online/offline indicator: a live region, empty while online. */
const meta = {
  title: 'Public site/Online indicator',
  component: OnlineStatusMessage,
  args: { status: 'offline' },
  argTypes: { status: { control: 'inline-radio', options: ['online', 'offline', 'restored'] } },
} satisfies Meta<typeof OnlineStatusMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OfflineIndonesian: Story = { globals: INDONESIAN };
export const OfflineEnglish: Story = { globals: ENGLISH };
export const BackOnlineIndonesian: Story = { globals: INDONESIAN, args: { status: 'restored' } };
export const BackOnlineEnglish: Story = { globals: ENGLISH, args: { status: 'restored' } };
