import type { ComponentType } from 'react';
import { Loading, usePermissions } from 'react-admin';
import type { RoleName } from '@core/rules/roles';
import { AssessorFees } from './AssessorFees';
import { AssessorSchedules } from './AssessorSchedules';

const ASSESSOR_SPV: RoleName = 'Assessor SPV';

/** The assessor SPV's pages on the segments their menu shares with the trainees' (schemas/menus.json). */
export const ASSESSOR_SPV_PAGES = {
  schedules: () => <AssessorSchedules segment="jadwal" title="menu.jadwal" />,
  fees: AssessorFees,
} satisfies Record<string, ComponentType>;

/** One URL, two pages: the assessor SPV's own, or the page everyone else with the segment sees. */
export function forAssessorSpv(spvPage: ComponentType, otherwise: ComponentType): ComponentType {
  return function AssessorSpvOrOther() {
    const { permissions: role, isPending } = usePermissions<string>();
    if (isPending) return <Loading />;
    const Page = role === ASSESSOR_SPV ? spvPage : otherwise;
    return <Page />;
  };
}
