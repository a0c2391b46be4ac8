import { useLocation, useParams } from 'react-router';
import { MemberPage } from '../../shared/MemberPage';
import { LspWorkspace } from './LspWorkspace';
import { ParticipantRegistrations } from './ParticipantRegistrations';
import { ParticipantsPage } from './ParticipantsPage';
import { RegistrationDetail } from './RegistrationDetail';
import { ScheduleDetail } from './ScheduleDetail';

/**
 * /member/jadwal-lsp (the workspace: schedules, schemes, TUKs, assessors, appeals) and a schedule's pages below
 * detail/{scheduleId}: the schedule, peserta (its participants), peserta/{asesiId} (an asesi's registrations with
 * this LSP) and peserta/{asesiId}/{registrationId} (one registration and its steps).
 */
export function LspSchedulesPage() {
  const { scheduleId, asesiId, registrationId } = useParams();
  // detail/{id} and detail/{id}/peserta name the same parameters: the path tells them apart.
  const participants = /\/peserta\/?$/.test(useLocation().pathname);
  return (
    <MemberPage resource="jadwal-lsp" title="menu.jadwalLsp">
      {() => {
        if (!scheduleId) return <LspWorkspace />;
        if (registrationId) return <RegistrationDetail scheduleId={scheduleId} id={registrationId} />;
        if (asesiId) return <ParticipantRegistrations scheduleId={scheduleId} accountId={asesiId} />;
        return participants ? <ParticipantsPage scheduleId={scheduleId} /> : <ScheduleDetail id={scheduleId} />;
      }}
    </MemberPage>
  );
}
