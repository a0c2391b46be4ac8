import { pagePolicy } from '../../../platform/menus';

/**
 * Who calls the class operations: the trainer's pages (/member/scheduling and the class pages under
 * dashboard/{mycourse}) are Trainer and Trainer Staff; the learner's (kompetensi) are Trainee and Trainee Staff.
 * Paths with `kompetensi` carry the learners' policy, as the authorization matrix derives it from that segment.
 */
export const trainerPages = { policy: pagePolicy('scheduling', ['member']) } as const;
export const learnerPages = { policy: pagePolicy('kompetensi', ['member']) } as const;
