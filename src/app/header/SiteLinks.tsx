import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { localizePath } from '@core/i18n/locales';
import { useMember } from '../../shared/memberContext';

/** SPEC 2's member header links to the public site, opened with a full page load (another app). */
const SITE_LINKS = [
  { path: '/', labelKey: 'memberArea.home' },
  { path: '/program', labelKey: 'memberArea.program' },
  { path: '/ecosystem', labelKey: 'memberArea.ecosystem' },
  { path: '/what-we-do', labelKey: 'memberArea.whatWeDo' },
] as const;

/** In the app bar on wide screens; on narrower ones, where the bar has no room, in the menu drawer (`inDrawer`). */
export function SiteLinks({ inDrawer = false }: { inDrawer?: boolean }) {
  const translate = useTranslate();
  const { locale } = useMember();
  return (
    <Box
      component="nav"
      aria-label={translate('memberArea.siteLinks')}
      sx={
        inDrawer
          ? { display: { xs: 'flex', lg: 'none' }, flexDirection: 'column', alignItems: 'flex-start', px: 1 }
          : { display: { xs: 'none', lg: 'flex' } }
      }
    >
      {SITE_LINKS.map(({ path, labelKey }) => (
        <Button key={path} color="inherit" href={localizePath(path, locale)}>
          {translate(labelKey)}
        </Button>
      ))}
    </Box>
  );
}
