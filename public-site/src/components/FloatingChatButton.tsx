import { ChatIcon } from '../assets/icons';
import { useT } from '../i18n/locale';
import { useChatLink } from './useChatLink';

/** The blank layout's floating chat-contact button (SPEC 2 and 9); absent while no contact number is known. */
export function FloatingChatButton() {
  const t = useT();
  const chat = useChatLink();
  if (!chat) return null;
  return (
    <a
      className="floating-chat"
      href={chat}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${t('site.chat.floating')} ${t('site.nav.newTab')}`}
    >
      <ChatIcon size={28} />
    </a>
  );
}
