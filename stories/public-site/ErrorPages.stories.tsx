import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPageBoundary } from '../../public-site/src/components/ErrorPageBoundary';
import { ErrorPage } from '../../public-site/src/routes/ErrorPage';
import { NotFoundPage } from '../../public-site/src/routes/NotFoundPage';
import { ENGLISH, INDONESIAN } from './sampleSiteData';

/** SPEC 8's error screens, as a page's error element shows them inside its layout. */
const meta = {
  title: 'Public site/Error pages',
  component: ErrorPage,
  decorators: [
    (Story) => (
      <div className="container">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const serviceUnavailable = new Response(null, { status: 503, statusText: 'Service Unavailable' });

export const NotFoundIndonesian: Story = { globals: INDONESIAN, render: () => <NotFoundPage /> };
export const NotFoundEnglish: Story = { globals: ENGLISH, render: () => <NotFoundPage /> };
/** A page's loader answered 503. */
export const StatusErrorIndonesian: Story = { globals: INDONESIAN, parameters: { routeError: serviceUnavailable } };
export const StatusErrorEnglish: Story = { globals: ENGLISH, parameters: { routeError: serviceUnavailable } };
/** A page threw while rendering: 500. */
export const RenderErrorEnglish: Story = { globals: ENGLISH, parameters: { routeError: new Error('The page broke') } };

function BrokenErrorPage(): never {
  throw new Error('The error page itself broke');
}

/** The last resort when the error page fails too. */
export const ErrorPageFailedIndonesian: Story = {
  globals: INDONESIAN,
  render: () => (
    <ErrorPageBoundary locale="id">
      <BrokenErrorPage />
    </ErrorPageBoundary>
  ),
};
export const ErrorPageFailedEnglish: Story = {
  globals: ENGLISH,
  render: () => (
    <ErrorPageBoundary locale="en">
      <BrokenErrorPage />
    </ErrorPageBoundary>
  ),
};
