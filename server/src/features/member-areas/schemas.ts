import { Envelope } from '@core/contract/common';
import { MemberAreaDashboard, MemberAreaMenu } from '@core/memberArea/contract';

/** GET /member-area/menu. */
export const menuAnswer = { 200: Envelope(MemberAreaMenu) } as const;

/** GET /member-area/{area}/dashboard. */
export const dashboardAnswer = { 200: Envelope(MemberAreaDashboard) } as const;
