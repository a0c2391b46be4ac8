import { Alert, Box, Button, Card, CardContent, List, ListItem, ListItemText, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { Loading, useBasename, useTranslate } from 'react-admin';
import { Link, Route, Routes, useParams } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import { formatLongDate, formatScheduleTime } from '@core/format/dates';
import { isRoleName } from '@core/rules/roles';
import { LearningCalendar } from '../../shared/LearningCalendar';
import { MemberPage } from '../../shared/MemberPage';
import { useMember } from '../../shared/memberContext';
import { AttendanceSheet } from './AttendanceSheet';
import { FeedbackList } from './FeedbackList';
import { LearnersTable } from './LearnersTable';
import { OjtGradingPage } from './OjtGradingPage';
import { RatingText, Section, StateChip } from './dashboardParts';
import { TRAINER_BASE, useDashboardRead, type MyCourseDetail } from './trainerApi';
import { VrResultsPage } from './VrResultsPage';

const TRAINER_ROLES = ['Trainer', 'Trainer Staff'];
const LEARNER_ROLES = ['Trainee', 'Trainee Staff'];

/** A learner's pages under dashboard/{mycourse} (src/pages/learning, joined by the registry: a page folder imports no other). */
type LearnerPages = ComponentType<{ courseId: string }>;

/** SPEC 2's sub-pages of dashboard/{mycourse}, in the tabs' order ('' is the class's overview). */
const TABS = [
  { path: '', label: 'overview' },
  { path: 'enrolled', label: 'enrolled' },
  { path: 'feedback', label: 'feedback' },
  { path: 'ojt-result', label: 'ojtResult' },
  { path: 'trainee-result', label: 'traineeResult' },
  { path: 'vr-result', label: 'vrResult' },
] as const;

interface ClassSessions {
  sessions: { id: string; title: string; startsAt: string; place: string | null; markedCount: number }[];
}

/** The class's overview: course, dates, figures and its sessions, each with its attendance sheet. */
function ClassOverview({ detail, classId }: { detail: MyCourseDetail; classId: string }) {
  const translate = useTranslate();
  const { locale } = useMember();
  const base = useBasename();
  // H3b's scheduling read gives the class's sessions (server/src/features/learning/classes/memberSessionRoutes.ts).
  const sessions = useDashboardRead<ClassSessions>(`/scheduling/classes/${classId}`);
  const figures: [string, string | number][] = [
    ['trainerDashboard.courses.competency', detail.competencyName],
    ['trainerDashboard.courses.dates', `${formatLongDate(detail.startsOn, locale)} – ${formatLongDate(detail.endsOn, locale)}`],
    ['trainerDashboard.classPage.capacity', detail.capacity ?? translate('trainerDashboard.classPage.unlimited')],
    ['trainerDashboard.classPage.sessionsCount', detail.sessionsCount],
    ['trainerDashboard.classPage.learnersCount', detail.learnersCount],
    ['trainerDashboard.classPage.completedCount', detail.completedCount],
  ];
  return (
    <>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2, rowGap: 0.5 }}>
        {figures.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {translate(label)}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          {translate('trainerDashboard.courses.rating')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          <RatingText avg={detail.avgRating} />
        </Typography>
      </Box>
      {detail.summary && (
        <>
          <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
            {translate('trainerDashboard.classPage.summary')}
          </Typography>
          <Typography>{detail.summary}</Typography>
        </>
      )}
      <Stack direction="row" sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('trainerDashboard.classPage.sessions')}
        </Typography>
        <Button component={Link} to={`${base}/scheduling`} size="small">
          {translate('trainerDashboard.classPage.scheduling')}
        </Button>
      </Stack>
      {sessions.isError && <Alert severity="error">{parseErrorMessage(sessions.error)}</Alert>}
      {sessions.data && sessions.data.sessions.length === 0 && <Typography>{translate('trainerDashboard.classPage.noSessions')}</Typography>}
      <List dense>
        {sessions.data?.sessions.map((session) => (
          <ListItem
            key={session.id}
            divider
            disableGutters
            secondaryAction={
              <Button component={Link} to={`${base}/dashboard/${classId}/sesi/attendance/${session.id}`} size="small">
                {translate('trainerDashboard.classPage.attendance')}
              </Button>
            }
          >
            <ListItemText
              primary={session.title}
              secondary={`${formatScheduleTime(session.startsAt, locale)}${session.place ? ` · ${session.place}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** The frame of one class's pages: its heading, SPEC 2's tabs and the sub-page. */
function ClassPages() {
  const translate = useTranslate();
  const base = useBasename();
  const { classId = '', '*': rest = '' } = useParams();
  const detail = useDashboardRead<MyCourseDetail>(`${TRAINER_BASE}/my-course/${classId}`);
  if (detail.isPending) return <Loading />;
  if (!detail.data) return <Alert severity="error">{parseErrorMessage(detail.error)}</Alert>;
  const current = TABS.find((tab) => tab.path && rest.startsWith(tab.path))?.path ?? '';
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Button component={Link} to={base || '/'} size="small">
          ← {translate('trainerDashboard.classPage.back')}
        </Button>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          <Typography component="h1" variant="h5">
            {detail.data.courseName}
          </Typography>
          <StateChip state={detail.data.state} />
        </Stack>
        <Typography color="text.secondary">{detail.data.className}</Typography>
        <Tabs value={current} variant="scrollable" allowScrollButtonsMobile sx={{ mt: 1 }} aria-label={detail.data.className}>
          {TABS.map((tab) => (
            <Tab
              key={tab.path}
              value={tab.path}
              label={translate(`trainerDashboard.classPage.${tab.label}`)}
              component={Link}
              to={`${base}/dashboard/${classId}${tab.path ? `/${tab.path}` : ''}`}
            />
          ))}
        </Tabs>
        <Box sx={{ mt: 2 }}>
          <Routes>
            <Route index element={<ClassOverview detail={detail.data} classId={classId} />} />
            <Route path="enrolled" element={<LearnersTable path={`${TRAINER_BASE}/my-course/${classId}/list-enrolled`} />} />
            <Route
              path="trainee-result"
              element={<LearnersTable path={`${TRAINER_BASE}/my-course/${classId}/list-enrolled`} columns="certificates" />}
            />
            <Route path="feedback" element={<FeedbackList classId={classId} />} />
            <Route path="ojt-result" element={<OjtGradingPage classId={classId} />} />
            <Route path="ojt-result/:task/:activity/:schedule" element={<OjtGradingPage classId={classId} />} />
            <Route path="vr-result" element={<VrResultsPage classId={classId} />} />
            <Route path=":activity/attendance/:sessionId" element={<SessionAttendance classId={classId} />} />
          </Routes>
        </Box>
      </CardContent>
    </Card>
  );
}

function SessionAttendance({ classId }: { classId: string }) {
  const { sessionId = '' } = useParams();
  return <AttendanceSheet classId={classId} sessionId={sessionId} />;
}

function LearnerCourse({ pages: Pages }: { pages: LearnerPages }) {
  const { classId = '' } = useParams();
  return <Pages courseId={classId} />;
}

/**
 * /member/dashboard/... (SPEC 2): dashboard/jadwal is the caller's learning calendar; dashboard/{mycourse} and its
 * sub-pages are a trainer's class (its id, 404 from the gateway for another trainer's class), or a learner's course
 * (its id: the attendance page).
 */
export function ClassDashboard({ learnerPages }: { learnerPages?: LearnerPages }) {
  const translate = useTranslate();
  return (
    <Routes>
      <Route
        path="jadwal"
        element={
          <MemberPage resource="dashboard" title="trainerDashboard.schedule.calendarHeading">
            {() => (
              <Stack spacing={2}>
                <Typography component="h1" variant="h5">
                  {translate('trainerDashboard.schedule.calendarHeading')}
                </Typography>
                <LearningCalendar />
              </Stack>
            )}
          </MemberPage>
        }
      />
      <Route
        path=":classId/*"
        element={
          <MemberPage resource="dashboard" title="trainerDashboard.courses.title">
            {(profile) =>
              isRoleName(profile.roleName) && TRAINER_ROLES.includes(profile.roleName) ? (
                <ClassPages />
              ) : learnerPages && LEARNER_ROLES.includes(profile.roleName) ? (
                <LearnerCourse pages={learnerPages} />
              ) : (
                <Section title={translate('trainerDashboard.classPage.overview')}>
                  <Typography>{translate('trainerDashboard.classPage.notTrainer')}</Typography>
                </Section>
              )
            }
          </MemberPage>
        }
      />
    </Routes>
  );
}
