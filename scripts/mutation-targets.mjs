/**
 * What `npm run mutation:features` mutates, one target at a time (MUTATION_TARGET=<name>, default the certification
 * rules): the business rules of a folder and the integration files that exercise them. Each mutant re-runs the
 * covering tests of those files on their own database, so a target is sized for a 2-core machine: the certification
 * rules' 81 mutants took 16 minutes (about 12 s a mutant); a whole workflow file is hours.
 */
export const MUTATION_TARGETS = {
  'certification-rules': {
    mutate: ['server/src/features/certification/forms/rules.ts'],
    tests: ['certificationForms', 'certificationAccess', 'certificationWorkflow', 'tests/unit/certificationFormRules.test.ts'],
  },
  'certification-workflow': {
    mutate: ['server/src/features/certification/registrations/workflow.ts'],
    tests: ['certificationWorkflow', 'certificatePdfs'],
  },
  'learning-completion': {
    mutate: [
      'server/src/features/learning/learner/completionState.ts',
      'server/src/features/learning/learner/learnerProgress.ts',
      'packages/core/src/learning/completion.ts',
    ],
    tests: ['learnerCourses', 'learningSeed'],
  },
  'learning-quiz': {
    mutate: ['server/src/features/learning/learner/quizBatches.ts', 'packages/core/src/learning/quiz.ts'],
    tests: ['learnerCourses', 'learningStudio'],
  },
  orders: {
    mutate: ['server/src/features/orders/service.ts'],
    tests: ['orders', 'payments'],
  },
  'jobs-workflow': {
    mutate: ['server/src/features/jobs/portal/workflow.ts'],
    tests: ['jobs', 'screeningTests'],
  },
};

/** The target named by MUTATION_TARGET; an unknown name stops the run with the list of names. */
export function mutationTarget(name = process.env.MUTATION_TARGET ?? 'certification-rules') {
  const target = MUTATION_TARGETS[/** @type {keyof typeof MUTATION_TARGETS} */ (name)];
  if (!target) throw new Error(`MUTATION_TARGET=${name} is none of: ${Object.keys(MUTATION_TARGETS).join(', ')}`);
  // A name is an integration file; a path (a unit file of the same rules) is taken as it is.
  const files = target.tests.map((file) => (file.includes('/') ? file : `tests/integration/${file}.test.ts`));
  return { name, mutate: target.mutate, tests: files };
}
