import { useParams } from 'react-router';
import { MemberPage } from '../../shared/MemberPage';
import { AsesiOverview } from './AsesiOverview';
import { AsesiRegistrationDetail } from './AsesiRegistrationDetail';
import { OpenScheduleDetail } from './OpenScheduleDetail';

/**
 * /member/sertifikasi (open schedules and my registrations, as tabs), /member/sertifikasi/detail/{scheduleId}
 * (one schedule, registering) and /member/sertifikasi/registrasi/{registrationId} (one registration's flow).
 */
export function AsesiCertificationPage() {
  const { scheduleId, registrationId } = useParams();
  return (
    <MemberPage resource="sertifikasi" title="menu.sertifikasi">
      {() =>
        scheduleId ? <OpenScheduleDetail id={scheduleId} /> : registrationId ? <AsesiRegistrationDetail id={registrationId} /> : <AsesiOverview />
      }
    </MemberPage>
  );
}
