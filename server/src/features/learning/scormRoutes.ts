import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { areaPolicy } from '../../platform/menus';
import { principalOf } from '../../platform/policy';
import { envelopeOf, type TypedApp } from '../../platform/typeProvider';
import { ensureLearnerCourse } from './access';
import { activityParams } from './learnerSchemas';
import { commitScorm, scormState } from './scormQueries';

/** The learner's pages (Trainee and Trainee Staff: the roles whose menu has kompetensi). */
const learner = { policy: areaPolicy('member', 'kompetensi') } as const;

const nullableString = { type: ['string', 'null'] } as const;
const stateAnswer = envelopeOf({
  type: 'object',
  required: ['version', 'fileId', 'cmi', 'completion', 'success', 'score', 'isDone'],
  properties: {
    version: { type: 'string', enum: ['1.2', '2004'] },
    fileId: { type: 'string' },
    cmi: { type: ['object', 'null'], additionalProperties: true },
    completion: nullableString,
    success: nullableString,
    score: { type: ['number', 'null'] },
    isDone: { type: 'boolean' },
  },
  additionalProperties: false,
});

/** What scorm-again's renderCommitCMI gives: `{ cmi: { ... } }` (its size is bounded in commitScorm). */
const commitBody = {
  type: 'object',
  required: ['cmi'],
  properties: { cmi: { type: 'object', additionalProperties: true } },
  additionalProperties: false,
} as const;

/**
 * The SCORM runtime's store (issue 16): the player's scorm-again API loads the learner's CMI block from GET and
 * commits it with PUT. Only the learner's own SCORM activity of their version; anything else answers 404.
 */
export async function scormRoutes(app: TypedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const path = '/kompetensi/courses/:courseId/activities/:activityId/scorm';

  app.get(path, { config: learner, schema: { params: activityParams, response: { 200: stateAnswer } } }, async (request, reply) => {
    const learnerCourse = await ensureLearnerCourse(db, principalOf(request).accountId, request.params.courseId);
    return envelope(request, reply, await scormState(db, learnerCourse, request.params.activityId));
  });

  app.put(path, { config: learner, schema: { params: activityParams, body: commitBody, response: { 200: stateAnswer } } }, async (request, reply) => {
    const learnerCourse = await ensureLearnerCourse(db, principalOf(request).accountId, request.params.courseId);
    return envelope(request, reply, await commitScorm(db, learnerCourse, request.params.activityId, request.body), 'scorm.player.saved');
  });
}
