import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { areaPolicy } from '../../../platform/menus';
import { principalOf } from '../../../platform/policy';
import { envelopeOf, type TypedApp } from '../../../platform/typeProvider';
import { ensureLearnerCourse } from '../access';
import { activityParams } from '../learner/learnerSchemas';
import { commitScorm, scormState } from './scormQueries';
import { learningStorage } from '../storage';

/** The learner's pages (Trainee and Trainee Staff: the roles whose menu has kompetensi). */
const learner = { policy: areaPolicy('member', 'kompetensi') } as const;

const nullableString = { type: ['string', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;
const outlineItem = {
  type: 'object',
  required: ['id', 'title', 'level', 'href', 'sco', 'completion', 'success', 'score'],
  properties: {
    id: { type: 'string' },
    title: { type: 'string' },
    level: { type: 'integer' },
    href: nullableString,
    sco: { type: 'boolean' },
    completion: nullableString,
    success: nullableString,
    score: nullableNumber,
  },
  additionalProperties: false,
} as const;
const stateAnswer = envelopeOf({
  type: 'object',
  required: ['version', 'fileId', 'itemId', 'cmi', 'completion', 'success', 'score', 'isDone'],
  properties: {
    version: { type: 'string', enum: ['1.2', '2004'] },
    fileId: { type: 'string' },
    itemId: { type: 'string' },
    items: { type: 'array', items: outlineItem },
    cmi: { type: ['object', 'null'], additionalProperties: true },
    completion: nullableString,
    success: nullableString,
    score: nullableNumber,
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

/** A manifest item's identifier (an XML ID: no slash or space; the package decides which exist, 404 otherwise). */
const itemParams = {
  type: 'object',
  required: [...activityParams.required, 'itemId'],
  properties: { ...activityParams.properties, itemId: { type: 'string', pattern: '^[^\\s/]{1,200}$' } },
  additionalProperties: false,
} as const;

/**
 * The SCORM runtime's store: the player's scorm-again API loads the learner's CMI block of an item from
 * GET and commits it with PUT. `.../scorm` is the activity (its items, and the item to resume with its CMI; a PUT
 * there commits the first item), `.../scorm/items/:itemId` one item of a multi-SCO package. Only the learner's own
 * SCORM activity of their version; anything else answers 404.
 */
export async function scormRoutes(app: TypedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const storage = learningStorage(ctx.config);
  const path = '/kompetensi/courses/:courseId/activities/:activityId/scorm';

  app.get(path, { config: learner, schema: { params: activityParams, response: { 200: stateAnswer } } }, async (request, reply) => {
    const learnerCourse = await ensureLearnerCourse(db, principalOf(request).accountId, request.params.courseId);
    return envelope(request, reply, await scormState(db, storage, learnerCourse, request.params.activityId));
  });

  app.put(path, { config: learner, schema: { params: activityParams, body: commitBody, response: { 200: stateAnswer } } }, async (request, reply) => {
    const learnerCourse = await ensureLearnerCourse(db, principalOf(request).accountId, request.params.courseId);
    return envelope(request, reply, await commitScorm(db, storage, learnerCourse, request.params.activityId, request.body), 'scorm.player.saved');
  });

  app.get(`${path}/items/:itemId`, { config: learner, schema: { params: itemParams, response: { 200: stateAnswer } } }, async (request, reply) => {
    const { courseId, activityId, itemId } = request.params;
    const learnerCourse = await ensureLearnerCourse(db, principalOf(request).accountId, courseId);
    return envelope(request, reply, await scormState(db, storage, learnerCourse, activityId, itemId));
  });

  app.put(
    `${path}/items/:itemId`,
    { config: learner, schema: { params: itemParams, body: commitBody, response: { 200: stateAnswer } } },
    async (request, reply) => {
      const { courseId, activityId, itemId } = request.params;
      const learnerCourse = await ensureLearnerCourse(db, principalOf(request).accountId, courseId);
      return envelope(request, reply, await commitScorm(db, storage, learnerCourse, activityId, request.body, itemId), 'scorm.player.saved');
    },
  );
}
