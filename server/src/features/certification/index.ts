import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { typed } from '../../platform/typeProvider';
import { loadFormDefinitions } from './formDefinitions';
import { memberDocumentRoutes } from './memberDocumentRoutes';
import { memberRoutes } from './memberRoutes';

/**
 * Certification family: the assessment forms. The form files are read and checked when the gateway starts
 * (a bad file stops it with its name and the error); adding a file adds a form, with no route to edit.
 */
export async function certificationFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const forms = loadFormDefinitions(ctx.config.formsDir);
  await memberRoutes(typed(app), { ctx, forms });
  // The evidence's body parsers in a scope of their own.
  await app.register(async (scope) => memberDocumentRoutes(typed(scope), { ctx, forms }));
}
