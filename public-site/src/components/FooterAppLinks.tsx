import { Link } from 'react-router';
import { AppStoreBadge, GooglePlayBadge } from '../assets/storeBadges';
import { FacebookGlyph, InstagramGlyph, LinkedInGlyph, YouTubeGlyph } from '../assets/socialIcons';
import { useLocalizedPath, useT } from '../i18n/locale';

/** The footer's app-store badges and social icons. SPEC 2: they link home until the app and accounts exist. */
export function FooterAppLinks() {
  const t = useT();
  const home = useLocalizedPath()('/');
  const social = [
    { label: t('site.footer.instagram'), glyph: <InstagramGlyph /> },
    { label: t('site.footer.linkedin'), glyph: <LinkedInGlyph /> },
    { label: t('site.footer.youtube'), glyph: <YouTubeGlyph /> },
    { label: t('site.footer.facebook'), glyph: <FacebookGlyph /> },
  ];
  return (
    <div className="footer-app-links">
      <h2 className="footer-heading">{t('site.footer.downloadApp')}</h2>
      <ul className="store-badges">
        <li>
          <Link to={home} aria-label={t('site.footer.googlePlay')}>
            <GooglePlayBadge />
          </Link>
        </li>
        <li>
          <Link to={home} aria-label={t('site.footer.appStore')}>
            <AppStoreBadge />
          </Link>
        </li>
      </ul>
      <h2 className="footer-heading">{t('site.footer.followUs')}</h2>
      <ul className="social-links">
        {social.map(({ label, glyph }) => (
          <li key={label}>
            <Link to={home} aria-label={label} className="social-link">
              {glyph}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
