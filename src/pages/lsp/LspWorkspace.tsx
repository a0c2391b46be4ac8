import { Alert, Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import type { LspSummary } from '@core/certification/contract';
import { GatewayError, parseErrorMessage } from '@core/errors/parseError';
import { AppealsTab } from './AppealsTab';
import { AssessorsTab } from './AssessorsTab';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { WORKSPACE_TABS, workspaceTab, type WorkspaceTab } from './lspRules';
import { OrganisationForm } from './OrganisationForm';
import { SchedulesTab } from './SchedulesTab';
import { SchemesTab } from './SchemesTab';
import { TestSitesTab } from './TestSitesTab';
import { OrganisationTimeZone } from '../../shared/format/useDates';

const PANELS: Record<WorkspaceTab, ComponentType> = {
  jadwal: SchedulesTab,
  skema: SchemesTab,
  tuk: TestSitesTab,
  asesor: AssessorsTab,
  banding: AppealsTab,
};

/**
 * /member/jadwal-lsp: the LSP's records as tabs, the tab kept in the URL (?tab=skema) so a reload or a link keeps it.
 * An LSP account without its organisation yet (the gateway answers 404) sets it up first.
 */
export function LspWorkspace() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const organisation = useCertificationRead<LspSummary>('/jadwal-lsp/organisation');
  const tab = workspaceTab(params.get('tab'));
  const Panel = PANELS[tab];
  const missing = organisation.error instanceof GatewayError && organisation.error.status === 404;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h1" variant="h5">
          {translate('menu.jadwalLsp')}
        </Typography>
        {organisation.data && (
          <Typography color="text.secondary" gutterBottom>
            {organisation.data.name} ({organisation.data.code})
          </Typography>
        )}
        {organisation.isPending && <Loading />}
        {missing && <OrganisationForm />}
        {organisation.isError && !missing && <Alert severity="error">{parseErrorMessage(organisation.error)}</Alert>}
        {organisation.data && (
          <>
            <Tabs
              value={tab}
              onChange={(_event, value: WorkspaceTab) => setParams(value === 'jadwal' ? {} : { tab: value })}
              aria-label={translate('lspPages.tabs.label')}
              variant="scrollable"
              scrollButtons="auto"
              allowScrollButtonsMobile
              // As TableScroll: scroll within the card on a phone instead of widening the page.
              sx={{ width: 0, minWidth: '100%' }}
            >
              {WORKSPACE_TABS.map((value) => (
                <Tab
                  key={value}
                  value={value}
                  id={`lsp-tab-${value}`}
                  aria-controls={`lsp-panel-${value}`}
                  label={translate(`lspPages.tabs.${value}`)}
                />
              ))}
            </Tabs>
            <Box role="tabpanel" id={`lsp-panel-${tab}`} aria-labelledby={`lsp-tab-${tab}`} sx={{ pt: 2 }}>
              {/* The LSP's schedules, deadlines and decisions read in its own zone (WIB, WITA or WIT). */}
              <OrganisationTimeZone value={organisation.data.timeZone}>
                <Panel />
              </OrganisationTimeZone>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
