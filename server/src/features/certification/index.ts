import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { loadFormDefinitions } from './formDefinitions';
import { certificationRoutes } from './routes';

/**
 * Certification family: the assessment forms. The form files are read and checked when the gateway starts
 * (a bad file stops it with its name and the error); adding a file adds a form, with no route to edit.
 */
export async function certificationFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await app.register(certificationRoutes, { ctx, forms: loadFormDefinitions(ctx.config.formsDir) });
}
