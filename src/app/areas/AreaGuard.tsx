import type { ReactNode } from 'react';
import { CanAccess, Loading } from 'react-admin';
import { areaResource, type Area } from '@core/rules/menus';
import { lazyExport } from '../../shared/lazyExport';

/** Only a refusal shows it: it loads then, outside the member app's first load (scripts/member-budget.mjs). */
const AreaAccessDenied = lazyExport(() => import('../../shared/AreaAccessDenied'), 'AreaAccessDenied');

/**
 * Every route of an area asks canAccess for 'area/segment' (react-admin asks by itself only for resources,
 * NOTES.md), so another role's area and pages outside the member's menu are refused whatever the page does.
 */
export function AreaGuard({ area, segment, children }: { area: Area; segment: string; children: ReactNode }) {
  return (
    <CanAccess resource={areaResource(area, segment)} action="show" loading={<Loading />} accessDenied={<AreaAccessDenied />}>
      {children}
    </CanAccess>
  );
}
