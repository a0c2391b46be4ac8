import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageToggle } from '../../public-site/src/components/LanguageToggle';
import { ENGLISH, INDONESIAN } from './sampleSiteData';

/** IND/ENG: the same page in the other language. Clicking it switches this story's language too. */
const meta = {
  title: 'Public site/Language toggle',
  component: LanguageToggle,
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnIndonesianPage: Story = { globals: INDONESIAN, parameters: { path: '/login' } };
export const OnEnglishPage: Story = { globals: ENGLISH, parameters: { path: '/login' } };
