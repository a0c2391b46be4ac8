import { Type } from 'typebox';
import { Envelope, Nullable } from '@core/contract/common';
import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { areaPolicy } from '../../../platform/menus';
import { principalOf } from '../../../platform/policy';
import type { ContractedApp } from '../../../platform/typeProvider';
import { ensureLearnerCourse } from '../access';
import { activityParams } from '../learner/learnerSchemas';
import { commitScorm, scormState } from './scormQueries';
import { learningStorage } from '../storage';

/** The learner's pages (Trainee and Trainee Staff: the roles whose menu has kompetensi). */
const learner = { policy: areaPolicy('member', 'kompetensi') } as const;

const nullableString = Nullable(Type.String());
const nullableNumber = Type.Unsafe<number | null>({ type: ['number', 'null'] });
const outlineItem = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    level: Type.Integer(),
    href: nullableString,
    sco: Type.Boolean(),
    completion: nullableString,
    success: nullableString,
    score: nullableNumber,
  },
  { additionalProperties: false },
);
const stateAnswer = Envelope(
  Type.Object(
    {
      version: Type.Enum(['1.2', '2004'], { type: 'string' }),
      fileId: Type.String(),
      itemId: Type.String(),
      items: Type.Optional(Type.Array(outlineItem)),
      cmi: Type.Unsafe<Record<string, unknown> | null>({ type: ['object', 'null'], additionalProperties: true }),
      completion: nullableString,
      success: nullableString,
      score: nullableNumber,
      isDone: Type.Boolean(),
    },
    { additionalProperties: false },
  ),
);

/** What scorm-again's renderCommitCMI gives: `{ cmi: { ... } }` (its size is bounded in commitScorm). */
const commitBody = Type.Object(
  { cmi: Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true }) },
  { additionalProperties: false },
);

/** A manifest item's identifier (an XML ID: no slash or space; the package decides which exist, 404 otherwise). */
const itemParams = Type.Object(
  { ...activityParams.properties, itemId: Type.String({ pattern: '^[^\\s/]{1,200}$' }) },
  { additionalProperties: false },
);

/**
 * The SCORM runtime's store: the player's scorm-again API loads the learner's CMI block of an item from
 * GET and commits it with PUT. `.../scorm` is the activity (its items, and the item to resume with its CMI; a PUT
 * there commits the first item), `.../scorm/items/:itemId` one item of a multi-SCO package. Only the learner's own
 * SCORM activity of their version; anything else answers 404.
 */
export async function scormRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
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
