import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { requestLocale } from '../../../platform/locale';
import { principalOf } from '../../../platform/policy';
import type { ContractedApp } from '../../../platform/typeProvider';
import { learnerPages, trainerPages } from './sessionsPolicies';
import { classParams } from './sessionsSchemas';
import { classVrResults, importVrResults, learnerVrResults, previewVrImport } from './vrQueries';
import { classResultsAnswer, importAnswer, importBody, learnerResultsAnswer, previewAnswer } from './vrSchemas';

const VR = '/scheduling/classes/:classId/vr-result';

/** VR results (class operations): the trainer's preview, import and table per class; the learner's list. */
export async function vrRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get(VR, { config: trainerPages, schema: { params: classParams, response: classResultsAnswer } }, async (request, reply) =>
    envelope(request, reply, await classVrResults(db, principalOf(request).accountId, request.params.classId)),
  );

  app.post(
    `${VR}/preview`,
    { config: trainerPages, schema: { params: classParams, body: importBody, response: previewAnswer } },
    async (request, reply) =>
      envelope(
        request,
        reply,
        await previewVrImport(db, principalOf(request).accountId, request.params.classId, request.body.text, requestLocale(request)),
      ),
  );

  app.post(VR, { config: trainerPages, schema: { params: classParams, body: importBody, response: importAnswer } }, async (request, reply) => {
    const result = await importVrResults(db, principalOf(request).accountId, request.params.classId, request.body.text, requestLocale(request));
    return envelope(request, reply, result, 'classOps.vr.imported', 201);
  });

  app.get('/kompetensi/vr-results', { config: learnerPages, schema: { response: learnerResultsAnswer } }, async (request, reply) =>
    envelope(request, reply, await learnerVrResults(db, principalOf(request).accountId)),
  );
}
