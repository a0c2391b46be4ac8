import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageProgress, ProgressBarView } from '../../public-site/src/components/PageProgressBar';
import { ENGLISH, INDONESIAN } from './sampleSiteData';

/**
 * SPEC 9's page-load progress bar at the top of the window. The static stories show a moment; `Running`
 * follows the real timing (shows after 200 ms, 2 % per 100 ms); switch `loading` off to see it finish.
 */
const meta = {
  title: 'Public site/Page-load progress bar',
  component: ProgressBarView,
  args: { visible: true, percent: 40 },
} satisfies Meta<typeof ProgressBarView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HalfwayIndonesian: Story = { globals: INDONESIAN };
export const HalfwayEnglish: Story = { globals: ENGLISH };
export const Finished: Story = { globals: INDONESIAN, args: { percent: 100 } };

export const Running: StoryObj<typeof PageProgress> = {
  globals: INDONESIAN,
  args: { loading: true },
  render: (args) => <PageProgress {...args} />,
};
