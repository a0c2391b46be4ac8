import { Type, type Static } from 'typebox';

const views = Type.Integer();

/** The operator console's page-view report (GET /api/main/analytics/page-views?days=), as the charts read it. */
export const PageViewReport = Type.Object({
  days: Type.Integer(),
  /** Only days with views: daySeries fills the others. Days are Western Indonesia Time dates (YYYY-MM-DD). */
  perDay: Type.Array(Type.Object({ day: Type.String(), views })),
  perPage: Type.Array(Type.Object({ path: Type.String(), views })),
  perLocale: Type.Array(Type.Object({ locale: Type.String(), views })),
  perDevice: Type.Array(Type.Object({ device: Type.String(), views })),
  referrers: Type.Array(Type.Object({ host: Type.String(), views })),
  funnel: Type.Object({ programViews: Type.Integer(), addedToCart: Type.Integer(), paidOrders: Type.Integer() }),
});
export type PageViewReport = Static<typeof PageViewReport>;
