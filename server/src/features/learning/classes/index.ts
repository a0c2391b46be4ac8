import type { AppContext } from '../../../context';
import type { ContractedApp } from '../../../platform/typeProvider';
import { attendanceRoutes } from './memberAttendanceRoutes';
import { ojtRoutes } from './memberOjtRoutes';
import { sessionsRoutes } from './memberSessionRoutes';
import { vrRoutes } from './memberVrRoutes';

/** The class operations: sessions, attendance, OJT tasks, VR results; one line in the feature's index. */
export async function classOperationsRoutes(app: ContractedApp, options: { ctx: AppContext }) {
  await sessionsRoutes(app, options);
  await attendanceRoutes(app, options);
  await ojtRoutes(app, options);
  await vrRoutes(app, options);
}
