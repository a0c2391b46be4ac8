import { lazy, type ComponentType } from 'react';
import type { PageViews } from '../../shared/pageViews';

/**
 * The asesi's and the assessor's certification pages (src/core/rules/memberPages.ts): /member/sertifikasi
 * (open schedules, registering, my registrations and their steps), /member/sertifikat (my certificates),
 * /member/jadwal-assessor (the assessor's calendar) and /member/list-sertifikasi (the asesi assigned to them).
 */
export const certificationViews = {
  'certification-asesi': { component: lazy(() => import('./AsesiCertificationPage').then((module) => ({ default: module.AsesiCertificationPage }))) },
  certificates: { component: lazy(() => import('./CertificatesPage').then((module) => ({ default: module.CertificatesPage }))) },
  'assessor-schedules': { component: lazy(() => import('./AssessorSchedulesPage').then((module) => ({ default: module.AssessorSchedulesPage }))) },
  'assessor-assessments': {
    component: lazy(() => import('./AssessorAssessmentsPage').then((module) => ({ default: module.AssessorAssessmentsPage }))),
  },
} satisfies PageViews;

/**
 * The assessor SPV's menu shares jadwal and transaksi with the trainees': src/pages/registry.ts gives those segments
 * this view, which shows the SPV their schedules or their fees and everyone else `otherwise` (a page folder may not
 * import another, so the registry, which sees both, joins them).
 */
export function assessorSpvOr(spvPage: 'schedules' | 'fees', otherwise: ComponentType) {
  return lazy(() =>
    import('./AssessorSpvPages').then((module) => ({ default: module.forAssessorSpv(module.ASSESSOR_SPV_PAGES[spvPage], otherwise) })),
  );
}
