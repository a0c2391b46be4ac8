import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageProgress } from '../../public-site/src/components/PageProgressBar';
import { ENGLISH, INDONESIAN } from './sampleSiteData';

/**
 * SPEC 9's page-load progress bar at the top of the window, on its real timing (shows after 200 ms, 2 % per 100 ms);
 * switch `loading` off to see it jump to the end and hide.
 */
const meta = {
  title: 'Public site/Page-load progress bar',
  component: PageProgress,
  args: { loading: true },
} satisfies Meta<typeof PageProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RunningIndonesian: Story = { globals: INDONESIAN };
export const RunningEnglish: Story = { globals: ENGLISH };
