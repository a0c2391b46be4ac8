import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { notFound } from '../../../platform/httpError';
import { areaPolicy } from '../../../platform/menus';
import { principalOf } from '../../../platform/policy';
import type { ContractedApp } from '../../../platform/typeProvider';
import { addAssessor, createLsp, requireLsp, saveScheme, saveTestSite, updateAssessor } from './lspSetup';
import { lspIdsOf } from '../registrations/workflow';
import { lspAssessors, lspSchemes, lspSummaryOf, lspTestSites } from '../registrations/workflowQueries';
import {
  accountParams,
  assessorAnswer,
  assessorBody,
  assessorsAnswer,
  assessorUpdateBody,
  createdAnswer,
  idParams,
  lspAnswer,
  lspBody,
  schemeAnswer,
  schemeBody,
  schemesAnswer,
  testSiteAnswer,
  testSiteBody,
  testSitesAnswer,
} from '../registrations/workflowSchemas';

/** The roles whose menu has jadwal-lsp (the LSP): they keep their certification body's records. */
const lsp = { policy: areaPolicy('member', 'jadwal-lsp') } as const;

/**
 * An LSP's own records at /api/certification/jadwal-lsp/...: its organisation, schemes (skema with units,
 * elements and KUK), TUKs and assessors. Each id is looked up within the caller's LSP: another LSP's answers 404.
 */
export async function lspSetupRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const lspOf = async (request: Parameters<typeof principalOf>[0]) => requireLsp(await lspIdsOf(db, principalOf(request)));
  const first = <T>(rows: T[]): T => {
    const [row] = rows;
    if (!row) throw notFound();
    return row;
  };

  app.get('/jadwal-lsp/organisation', { config: lsp, schema: { response: lspAnswer } }, async (request, reply) => {
    const summary = await lspSummaryOf(db, await lspOf(request));
    if (!summary) throw notFound('certification.errors.noOrganisation');
    return envelope(request, reply, summary);
  });

  app.post('/jadwal-lsp/organisation', { config: lsp, schema: { body: lspBody, response: createdAnswer } }, async (request, reply) =>
    envelope(
      request,
      reply,
      { id: await createLsp(db, principalOf(request), request.body.legalName, request.body.code, request.body.timeZone) },
      'certification.saved',
    ),
  );

  app.get('/jadwal-lsp/schemes', { config: lsp, schema: { response: schemesAnswer } }, async (request, reply) =>
    envelope(request, reply, await lspSchemes(db, [await lspOf(request)])),
  );

  app.post('/jadwal-lsp/schemes', { config: lsp, schema: { body: schemeBody, response: schemeAnswer } }, async (request, reply) => {
    const organisationId = await lspOf(request);
    const id = await saveScheme(db, principalOf(request), organisationId, request.body);
    return envelope(request, reply, first(await lspSchemes(db, [organisationId], id)), 'certification.saved');
  });

  app.put(
    '/jadwal-lsp/schemes/:id',
    { config: lsp, schema: { params: idParams, body: schemeBody, response: schemeAnswer } },
    async (request, reply) => {
      const organisationId = await lspOf(request);
      const id = await saveScheme(db, principalOf(request), organisationId, request.body, request.params.id);
      return envelope(request, reply, first(await lspSchemes(db, [organisationId], id)), 'certification.saved');
    },
  );

  app.get('/jadwal-lsp/test-sites', { config: lsp, schema: { response: testSitesAnswer } }, async (request, reply) =>
    envelope(request, reply, await lspTestSites(db, [await lspOf(request)])),
  );

  app.post('/jadwal-lsp/test-sites', { config: lsp, schema: { body: testSiteBody, response: testSiteAnswer } }, async (request, reply) => {
    const organisationId = await lspOf(request);
    const id = await saveTestSite(db, organisationId, request.body);
    return envelope(request, reply, first(await lspTestSites(db, [organisationId], id)), 'certification.saved');
  });

  app.put(
    '/jadwal-lsp/test-sites/:id',
    { config: lsp, schema: { params: idParams, body: testSiteBody, response: testSiteAnswer } },
    async (request, reply) => {
      const organisationId = await lspOf(request);
      const id = await saveTestSite(db, organisationId, request.body, request.params.id);
      return envelope(request, reply, first(await lspTestSites(db, [organisationId], id)), 'certification.saved');
    },
  );

  app.get('/jadwal-lsp/assessors', { config: lsp, schema: { response: assessorsAnswer } }, async (request, reply) =>
    envelope(request, reply, await lspAssessors(db, [await lspOf(request)])),
  );

  app.post('/jadwal-lsp/assessors', { config: lsp, schema: { body: assessorBody, response: assessorAnswer } }, async (request, reply) => {
    const organisationId = await lspOf(request);
    const accountId = await addAssessor(db, organisationId, request.body);
    return envelope(request, reply, first(await lspAssessors(db, [organisationId], accountId)), 'certification.saved');
  });

  app.put(
    '/jadwal-lsp/assessors/:accountId',
    { config: lsp, schema: { params: accountParams, body: assessorUpdateBody, response: assessorAnswer } },
    async (request, reply) => {
      const organisationId = await lspOf(request);
      await updateAssessor(db, organisationId, request.params.accountId, request.body);
      return envelope(request, reply, first(await lspAssessors(db, [organisationId], request.params.accountId)), 'certification.saved');
    },
  );
}
