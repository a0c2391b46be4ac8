import { Link } from 'react-router';
import { usePageHead } from '../hooks/usePageHead';
import { useLocalizedPath, useT } from '../i18n/locale';

/** A placeholder home until the marketing pages arrive: who we are and the way in. */
export function HomePage() {
  const t = useT();
  const to = useLocalizedPath();
  usePageHead(t('home.title'), t('home.tagline'));
  return (
    <section className="home-hero" aria-labelledby="page-title">
      <h1 id="page-title">{t('common.appName')}</h1>
      <p className="lead">{t('home.tagline')}</p>
      <div className="actions">
        <Link className="button button-primary" to={to('/login')}>
          {t('auth.loginLink')}
        </Link>
        <Link className="button button-secondary" to={to('/register')}>
          {t('auth.registerLink')}
        </Link>
      </div>
    </section>
  );
}
