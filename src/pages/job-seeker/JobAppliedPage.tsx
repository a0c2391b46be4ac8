import { Alert, Box, Button, Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, ListBase, ListContextProvider, Pagination, useBasename, useList, useListContext, useTranslate } from 'react-admin';
import { Link, useLocation, useParams } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import { HIRING_STATUS_LABELS } from '@core/jobs/hiring';
import type { ApplicationView } from '@core/jobs/contract';
import { MemberPage } from '../../shared/MemberPage';
import { useMember } from '../../shared/memberContext';
import { APPLICATIONS_PATH, useJpPost, useMyApplications } from './jobSeekerApi';
import { canWithdraw, VACANCY_PARAM } from './jobSeekerRules';
import { CvLink, HiringStatusChip, useJobFormat } from './parts';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { ScreeningTestPage, TestLink } from './ScreeningTestPage';

/**
 * /job-seeker/job-applied (my applications) and /job-seeker/job-applied/{id} (one application: its status, interviews,
 * history and withdrawing). Both read GET /api/jp/applications, read again when a notification arrives (MemberPage: an
 * employer's move notifies the applicant through the existing hub).
 */
export function JobAppliedPage() {
  const { applicationId } = useParams();
  // job-applied/test/{id}: the screening test (its own reads; no live list needed).
  const testing = useLocation().pathname.includes('/job-applied/test/');
  return (
    <MemberPage resource="job-applied" title="menu.jobApplied">
      {() =>
        testing && applicationId ? (
          <ScreeningTestPage applicationId={applicationId} />
        ) : applicationId ? (
          <ApplicationDetail id={applicationId} />
        ) : (
          <ApplicationList />
        )
      }
    </MemberPage>
  );
}

/** The data provider's listed `my-applications` (src/app/App.tsx): the person's own applications, answered whole. */
const APPLICATIONS_RESOURCE = 'my-applications';
const Col = DataTable.Col<ApplicationView>;
/** Fields inside a row's objects (paths, not catalog keys: joined so the catalog check does not read them as keys). */
const VACANCY_TITLE = ['vacancy', 'title'].join('.');
const VACANCY_COMPANY = ['vacancy', 'company'].join('.');
/** The status sorts in the hiring order: SPEC's code. */
const STATUS_CODE = ['status', 'code'].join('.');

/** The last interview planned, which the list shows. */
const lastInterview = (application: ApplicationView) => [...application.interviews].sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt)).at(-1);

/**
 * The person's applications on react-admin's list machinery (sorted and paged in the browser): sortable by vacancy,
 * company, date and status, the page and sort in the address; read again when a notification arrives (MemberPage).
 */
function ApplicationList() {
  const translate = useTranslate();
  return (
    <ListBase
      resource={APPLICATIONS_RESOURCE}
      // MemberPage has asked canAccess for the page already.
      disableAuthentication
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      // The page shows a refusal itself, not also as a notice.
      queryOptions={{ onError: () => undefined }}
    >
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
            <Typography component="h1" variant="h5" gutterBottom>
              {translate('jobSeekerPages.applied.title')}
            </Typography>
            <CvLink />
          </Stack>
          <ApplicationTable />
        </CardContent>
      </Card>
    </ListBase>
  );
}

function NoApplications() {
  const translate = useTranslate();
  const base = useBasename();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{translate('jobSeekerPages.applied.none')}</Typography>
      <Button component={Link} to={`${base}/job-vacancy`} variant="contained">
        {translate('jobSeekerPages.applied.findJobs')}
      </Button>
    </Stack>
  );
}

function ApplicationTable() {
  const translate = useTranslate();
  const base = useBasename();
  const format = useJobFormat();
  const { error, isPending, total } = useListContext<ApplicationView>();
  if (error) return <Alert severity="error">{parseErrorMessage(error)}</Alert>;
  if (isPending) return null;
  if (total === 0) return <NoApplications />;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('jobSeekerPages.applied.updated')}
      </Typography>
      <DataTable<ApplicationView>
        aria-label={translate('jobSeekerPages.applied.tableLabel')}
        rowClick={false}
        bulkActionButtons={false}
        sx={{ width: 0, minWidth: '100%', '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
      >
        <Col
          source={VACANCY_TITLE}
          label="jobSeekerPages.applied.vacancy"
          render={(application) => (
            <MuiLink component={Link} to={`${base}/job-applied/${application.id}`}>
              {application.vacancy.title}
            </MuiLink>
          )}
        />
        <Col source={VACANCY_COMPANY} label="jobSeekerPages.applied.company" render={(application) => application.vacancy.company} />
        <Col
          source="createdAt"
          label="jobSeekerPages.applied.appliedOn"
          sortByOrder="DESC"
          sx={{ whiteSpace: 'nowrap' }}
          render={(application) => <time dateTime={application.createdAt}>{format.date(application.createdAt)}</time>}
        />
        <Col
          source={STATUS_CODE}
          label="jobSeekerPages.applied.status"
          render={(application) => (
            <>
              <HiringStatusChip state={application.status.state} />
              <TestLink application={application} />
            </>
          )}
        />
        <Col
          label="jobSeekerPages.applied.interviews"
          disableSort
          sx={{ whiteSpace: 'nowrap' }}
          render={(application) => {
            const next = lastInterview(application);
            return next ? format.dateTime(next.scheduledAt) : '–';
          }}
        />
      </DataTable>
      <Pagination rowsPerPageOptions={[10, 25, 50]} />
    </>
  );
}

function ApplicationDetail({ id }: { id: string }) {
  const translate = useTranslate();
  const base = useBasename();
  const format = useJobFormat();
  const { locale } = useMember();
  const { data, error, isError } = useMyApplications();
  const back = (
    <Button component={Link} to={`${base}/job-applied`} sx={{ mt: 2 }}>
      {translate('jobSeekerPages.applied.back')}
    </Button>
  );
  if (isError) return <Alert severity="error">{parseErrorMessage(error)}</Alert>;
  if (!data) return null;
  const application = data.find((item) => item.id === id);
  if (!application) {
    return (
      <Box sx={{ mt: 2 }}>
        <Alert severity="error">{translate('ra.page.not_found')}</Alert>
        {back}
      </Box>
    );
  }
  return (
    <Card sx={{ mt: 2, maxWidth: 900 }} component="article" aria-labelledby="application-title">
      <CardContent>
        <Typography id="application-title" component="h1" variant="h5">
          {application.vacancy.title}
        </Typography>
        <Typography variant="subtitle1">{application.vacancy.company}</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
          <HiringStatusChip state={application.status.state} />
          <Typography variant="body2">
            {translate('jobSeekerPages.applied.appliedOn')}: <time dateTime={application.createdAt}>{format.date(application.createdAt)}</time>
          </Typography>
        </Stack>
        <MuiLink component={Link} to={`${base}/job-vacancy?${VACANCY_PARAM}=${encodeURIComponent(application.vacancy.id)}`}>
          {translate('jobSeekerPages.applied.viewVacancy')}
        </MuiLink>
        <TestLink application={application} />
        {application.withdrawn && (
          <Alert severity="info" role="status" sx={{ my: 1 }}>
            {translate('jobSeekerPages.applied.withdrawn')}
          </Alert>
        )}
        {!application.vacancy.open && (
          <Typography variant="body2" color="text.secondary">
            {translate('jobSeekerPages.applied.vacancyClosed')}
          </Typography>
        )}

        <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
          {translate('jobSeekerPages.applied.coverNote')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{application.coverNote ?? translate('jobSeekerPages.applied.noCoverNote')}</Typography>

        <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
          {translate('jobSeekerPages.applied.interviews')}
        </Typography>
        {application.interviews.length === 0 ? (
          <Typography>{translate('jobSeekerPages.applied.noInterviews')}</Typography>
        ) : (
          <InterviewTable application={application} />
        )}

        <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
          {translate('jobSeekerPages.applied.history')}
        </Typography>
        <Box component="ol" aria-label={translate('jobSeekerPages.applied.historyLabel')} sx={{ pl: 3, my: 1 }}>
          {application.history.map((event, index) => (
            <li key={`${event.at}-${index}`}>
              <Typography variant="body2">
                <time dateTime={event.at}>{format.dateTime(event.at)}</time>: {HIRING_STATUS_LABELS[event.to][locale]}
                {event.actor && ` (${translate('jobSeekerPages.applied.historyBy', { actor: event.actor })})`}
                {event.note && ` — ${event.note}`}
              </Typography>
            </li>
          ))}
        </Box>

        {canWithdraw(application) && <Withdraw application={application} />}
        {back}
      </CardContent>
    </Card>
  );
}

type Interview = ApplicationView['interviews'][number];
const InterviewCol = DataTable.Col<Interview>;

/** The application's interviews (a handful: no paging) as react-admin's DataTable, sortable by date. */
function InterviewTable({ application }: { application: ApplicationView }) {
  const translate = useTranslate();
  const format = useJobFormat();
  const list = useList<Interview>({ data: application.interviews, sort: { field: 'scheduledAt', order: 'ASC' }, perPage: 1_000 });
  return (
    <ListContextProvider value={list}>
      <DataTable<Interview>
        // react-admin's DataTable wants a resource (its delete check asks, even when off); these rows have none of their own.
        resource="application-interviews"
        aria-label={translate('jobSeekerPages.applied.interviewsLabel')}
        rowClick={false}
        bulkActionButtons={false}
        sx={{ width: 0, minWidth: '100%', '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
      >
        <InterviewCol
          source="scheduledAt"
          label="jobSeekerPages.applied.interviewAt"
          sx={{ whiteSpace: 'nowrap' }}
          render={(interview) => <time dateTime={interview.scheduledAt}>{format.dateTime(interview.scheduledAt)}</time>}
        />
        <InterviewCol
          label="jobSeekerPages.applied.interviewPlace"
          disableSort
          render={(interview) => (
            <>
              {interview.location}
              {interview.link && (
                <>
                  {interview.location && <br />}
                  <MuiLink href={interview.link} target="_blank" rel="noopener noreferrer">
                    {translate('jobSeekerPages.applied.interviewLink')}
                  </MuiLink>
                </>
              )}
            </>
          )}
        />
        <InterviewCol source="rescheduleLabel" label="jobSeekerPages.applied.interviewStatus" disableSort />
        <InterviewCol source="note" label="jobSeekerPages.applied.interviewNote" disableSort />
      </DataTable>
    </ListContextProvider>
  );
}

function Withdraw({ application }: { application: ApplicationView }) {
  const translate = useTranslate();
  const post = useJpPost();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function withdraw() {
    setSending(true);
    setFailure(null);
    try {
      await post<ApplicationView>(`${APPLICATIONS_PATH}/${encodeURIComponent(application.id)}/withdrawal`);
    } catch (error) {
      setFailure(parseErrorMessage(error));
    } finally {
      setSending(false);
      setConfirming(false);
    }
  }
  return (
    <Box sx={{ mt: 2 }}>
      <Button color="error" variant="outlined" onClick={() => setConfirming(true)} disabled={sending}>
        {translate('jobSeekerPages.applied.withdraw')}
      </Button>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        id="withdraw-confirm"
        color="error"
        title={translate('jobSeekerPages.applied.withdrawTitle')}
        text={translate('jobSeekerPages.applied.withdrawText', { title: application.vacancy.title, company: application.vacancy.company })}
        confirm={translate('jobSeekerPages.applied.withdrawConfirm')}
        busy={sending}
        onConfirm={() => void withdraw()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
