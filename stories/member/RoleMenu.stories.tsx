import type { Meta, StoryObj } from '@storybook/react-vite';
import { RoleMenu } from '../../src/app/menu/RoleMenu';
import { ROLES } from '@core/rules/roles';
import { ENGLISH, INDONESIAN } from '../public-site/sampleSiteData';
import { MemberStoryFrame, type MemberStoryProps } from './MemberStoryFrame';

type Args = Omit<MemberStoryProps, 'locale'>;

/**
 * SPEC 2's menu of each role, from schemas/menus.json, with icons and translated labels. Pick the role in the
 * controls; an inactive employer's job-vacancy, talent-source and candidate only show SPEC 5's activation toast.
 */
const meta: Meta<Args> = {
  title: 'Member/Role menu',
  argTypes: {
    role: { control: 'select', options: [...ROLES] },
    statusUser: { control: 'inline-radio', options: [1, 0] },
  },
  args: { role: 'Trainee', statusUser: 1 },
  render: (args, { globals }) => (
    <MemberStoryFrame {...args} locale={globals.locale === 'en' ? 'en' : 'id'}>
      <div style={{ width: 260 }}>
        <RoleMenu />
      </div>
    </MemberStoryFrame>
  ),
};

export default meta;
type Story = StoryObj<Args>;

export const Trainee: Story = { globals: INDONESIAN };
export const TraineeInEnglish: Story = { globals: ENGLISH };
export const TrainerStaff: Story = { globals: INDONESIAN, args: { role: 'Trainer Staff' } };
export const InactiveEmployer: Story = { globals: INDONESIAN, args: { role: 'Employer', statusUser: 0 } };
export const EmployerInEnglish: Story = { globals: ENGLISH, args: { role: 'Employer' } };
export const JobSeeker: Story = { globals: INDONESIAN, args: { role: 'Job Seeker' } };
