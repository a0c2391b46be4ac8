/** The learner's own programs, merged into en.ts as `myPrograms`; id's twin is myPrograms.id.ts. */
export const myProgramsEn = {
  empty: 'No programs yet. Programs you buy appear here once paid.',
  title: 'Program',
  kind: 'Kind',
  enrolledAt: 'Enrolled',
  status: 'Status',
  statuses: { active: 'Active', completed: 'Completed', refunded: 'Refunded', registered: 'Registered' },
};
