import { Loading } from 'react-admin';
import { Navigate } from 'react-router';
import { DASHBOARD_SEGMENT } from '@core/rules/menus';
import { useMember } from '../../shared/memberContext';
import { areaPath, useArea, useOwnArea } from '../../shared/areaContext';
import { LandingPage } from '../../pages/registry';
import { AreaGuard } from './AreaGuard';

/**
 * The page at an area's root (/member, /employer, /job-seeker). /member is where every login, the public site's
 * dashboard button and an account switch land, so a role working elsewhere is sent on to its own area; the
 * root of another role's area is refused like any of its pages.
 */
export function AreaLanding() {
  const area = useArea();
  const { locale } = useMember();
  const { ownArea, isPending } = useOwnArea();
  if (isPending) return <Loading />;
  if (area === 'member' && ownArea && ownArea !== area) return <Navigate to={areaPath(ownArea, locale)} replace />;
  return (
    <AreaGuard area={area} segment={DASHBOARD_SEGMENT}>
      <LandingPage />
    </AreaGuard>
  );
}
