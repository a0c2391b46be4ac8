import type { Meta, StoryObj } from '@storybook/react-vite';
import { UnverifiedEmailBanner } from '../../src/shared/UnverifiedEmailBanner';
import { ENGLISH, INDONESIAN } from '../public-site/sampleSiteData';
import { MemberStoryFrame } from './MemberStoryFrame';

/** SPEC 8's banner above every member page while the e-mail is unconfirmed; the link mails the confirmation again. */
const meta: Meta = {
  title: 'Member/Unverified e-mail banner',
  render: (_args, { globals }) => (
    <MemberStoryFrame role="Trainee" emailConfirmed={false} locale={globals.locale === 'en' ? 'en' : 'id'}>
      <div style={{ padding: '1rem', maxWidth: 720 }}>
        <UnverifiedEmailBanner />
      </div>
    </MemberStoryFrame>
  ),
};

export default meta;
type Story = StoryObj;

export const Indonesian: Story = { globals: INDONESIAN };
export const English: Story = { globals: ENGLISH };
