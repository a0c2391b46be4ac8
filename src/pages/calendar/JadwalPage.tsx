import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LearningCalendar } from '../../shared/LearningCalendar';
import { MemberPage } from '../../shared/MemberPage';

/** Who sees their trainees' sessions rather than their own (packages/core/src/learning/calendar.ts). */
const WATCHERS = new Set(['Trainee SPV', 'Trainee Manager']);

/**
 * /member/jadwal for the trainee roles: the learning calendar. The assessor SPV's jadwal is their
 * schedules' page (src/pages/registry.ts picks by role).
 */
export function JadwalPage() {
  const translate = useTranslate();
  return (
    <MemberPage resource="jadwal" title="calendarForum.calendar.title">
      {(profile) => {
        const watcher = WATCHERS.has(profile.roleName);
        return (
          <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
            <Typography variant="h5" component="h1">
              {translate(watcher ? 'calendarForum.calendar.watchedHeading' : 'calendarForum.calendar.heading')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(watcher ? 'calendarForum.calendar.watchedIntro' : 'calendarForum.calendar.intro')}
            </Typography>
            <LearningCalendar />
          </Stack>
        );
      }}
    </MemberPage>
  );
}
