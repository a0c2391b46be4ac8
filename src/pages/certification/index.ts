import type { ComponentType } from 'react';
import { lazyPages } from '../../shared/lazyPages';
import type { PageViews } from '../../shared/pageViews';

// The catalog groups these pages show besides the shell's (tests/unit/memberMessageParts.test.ts checks them).
const page = lazyPages(['certification', 'certificationPages', 'catalogue']);

/**
 * The asesi's and the assessor's certification pages (packages/core/src/rules/memberPages.ts): /member/sertifikasi
 * (open schedules, registering, my registrations and their steps), /member/sertifikat (my certificates),
 * /member/jadwal-assessor (the assessor's calendar) and /member/list-sertifikasi (the asesi assigned to them).
 */
export const certificationViews = {
  'certification-asesi': { component: page(() => import('./AsesiCertificationPage'), 'AsesiCertificationPage') },
  certificates: { component: page(() => import('./CertificatesPage'), 'CertificatesPage') },
  'assessor-schedules': { component: page(() => import('./AssessorSchedulesPage'), 'AssessorSchedulesPage') },
  'assessor-assessments': {
    component: page(() => import('./AssessorAssessmentsPage'), 'AssessorAssessmentsPage'),
  },
} satisfies PageViews;

/**
 * The assessor SPV's menu shares jadwal and transaksi with the trainees': src/pages/registry.ts gives those segments
 * this view, which shows the SPV their schedules or their fees and everyone else `otherwise` (a page folder may not
 * import another, so the registry, which sees both, joins them).
 */
export function assessorSpvOr(spvPage: 'schedules' | 'fees', otherwise: ComponentType) {
  return page(
    () => import('./AssessorSpvPages').then((module) => ({ Page: module.forAssessorSpv(module.ASSESSOR_SPV_PAGES[spvPage], otherwise) })),
    'Page',
  );
}
