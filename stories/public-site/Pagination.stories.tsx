import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from '../../public-site/src/components/Pagination';
import { ENGLISH, INDONESIAN } from './sampleSiteData';

/** SPEC 9's pagination window: up to 7 pages, otherwise 5 pages, an ellipsis and the last page. */
const meta = {
  title: 'Public site/Pagination',
  component: Pagination,
  args: { page: 1, totalPages: 5, hrefFor: (page: number) => `/news?page=${page}` },
  decorators: [
    (Story) => (
      <div className="container">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FewPagesIndonesian: Story = { globals: INDONESIAN, args: { page: 3, totalPages: 7 } };
export const FewPagesEnglish: Story = { globals: ENGLISH, args: { page: 3, totalPages: 7 } };
export const ManyPagesAtStart: Story = { globals: INDONESIAN, args: { page: 1, totalPages: 20 } };
export const ManyPagesInMiddle: Story = { globals: ENGLISH, args: { page: 9, totalPages: 20 } };
/** Near the end the window stops before the last page: no ellipsis, the last six pages. */
export const ManyPagesNearEnd: Story = { globals: INDONESIAN, args: { page: 19, totalPages: 20 } };
