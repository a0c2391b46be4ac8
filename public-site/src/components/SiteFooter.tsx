import { useT } from '../i18n/locale';

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="container">
        <p>{t('common.copyright')}</p>
      </div>
    </footer>
  );
}
