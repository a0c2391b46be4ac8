import type { Meta, StoryObj } from '@storybook/react-vite';
import { OnlineIndicator } from '../../public-site/src/components/OnlineIndicator';
import { ENGLISH, INDONESIAN } from './sampleSiteData';

/** The online/offline indicator: a live region, empty while online; each story tells it what the browser would. */
const meta = {
  title: 'Public site/Online indicator',
  component: OnlineIndicator,
} satisfies Meta<typeof OnlineIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

const connection = (event: 'offline' | 'online') => () => {
  window.dispatchEvent(new Event(event));
};

export const OfflineIndonesian: Story = { globals: INDONESIAN, play: connection('offline') };
export const OfflineEnglish: Story = { globals: ENGLISH, play: connection('offline') };
export const BackOnlineIndonesian: Story = { globals: INDONESIAN, play: connection('online') };
export const BackOnlineEnglish: Story = { globals: ENGLISH, play: connection('online') };
