import { AssessorSchedules } from './AssessorSchedules';

/** /member/jadwal-assessor: the assessor's schedules. */
export function AssessorSchedulesPage() {
  return <AssessorSchedules segment="jadwal-assessor" title="menu.jadwalAssessor" />;
}
