import { useT } from '../i18n/locale';

/** The first thing a keyboard user reaches: a jump past the header to the page's content. */
export function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t('common.skipToContent')}
    </a>
  );
}
