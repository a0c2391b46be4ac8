import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { documentRoutes } from './documentRoutes';
import { loadFormDefinitions } from './formDefinitions';
import { memberRoutes } from './memberRoutes';

/**
 * Certification family: the assessment forms. The form files are read and checked when the gateway starts
 * (a bad file stops it with its name and the error); adding a file adds a form, with no route to edit.
 */
export async function certificationFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const forms = loadFormDefinitions(ctx.config.formsDir);
  await app.register(memberRoutes, { ctx, forms });
  await app.register(documentRoutes, { ctx, forms });
}
