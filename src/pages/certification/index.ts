import { lazy } from 'react';
import type { PageViews } from '../../shared/pageViews';

/**
 * The asesi's and the assessor's certification pages (issue 14; src/core/rules/memberPages.ts): /member/sertifikasi
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
