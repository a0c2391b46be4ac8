import { FloatingChatButton } from '../components/FloatingChatButton';
import { PageMain } from './PageMain';

/** SPEC 2's blank layout: the page alone, with the floating chat-contact button. */
export function BlankLayout() {
  return (
    <>
      <PageMain />
      <FloatingChatButton />
    </>
  );
}
