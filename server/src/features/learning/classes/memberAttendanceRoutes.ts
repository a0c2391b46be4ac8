import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { principalOf } from '../../../platform/policy';
import { enforce } from '../../../platform/rateLimiter';
import type { ContractedApp } from '../../../platform/typeProvider';
import { attendanceSheet, checkIn, learnerAttendance, saveAttendance } from './attendanceQueries';
import { cancelSeat, reserveSeat } from './sessionSeats';
import { learnerPages, trainerPages } from './sessionsPolicies';
import {
  attendanceBody,
  checkInAnswer,
  checkInBody,
  courseParams,
  idParams,
  learnerAttendanceAnswer,
  seatAnswer,
  sheetAnswer,
} from './sessionsSchemas';

const CHECK_INS_PER_MINUTE = 20;

/** Attendance (class operations): the trainer's sheet per session, the learner's check-in, list and seats. */
export async function attendanceRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  // A code is 6 of 31 characters: 20 tries a minute per learner make guessing an open session's code hopeless.
  const checkIns = ctx.rateLimits.counter('attendance-check-ins', CHECK_INS_PER_MINUTE, 60_000);

  app.get(
    '/scheduling/sessions/:id/attendance',
    { config: trainerPages, schema: { params: idParams, response: sheetAnswer } },
    async (request, reply) => envelope(request, reply, await attendanceSheet(db, principalOf(request).accountId, request.params.id)),
  );

  app.put(
    '/scheduling/sessions/:id/attendance',
    { config: trainerPages, schema: { params: idParams, body: attendanceBody, response: sheetAnswer } },
    async (request, reply) => {
      const { accountId } = principalOf(request);
      await saveAttendance(db, accountId, request.params.id, request.body.marks);
      return envelope(request, reply, await attendanceSheet(db, accountId, request.params.id), 'classOps.attendance.saved');
    },
  );

  app.post('/kompetensi/attendance', { config: learnerPages, schema: { body: checkInBody, response: checkInAnswer } }, async (request, reply) => {
    const { accountId } = principalOf(request);
    await enforce(checkIns, accountId);
    const marked = await checkIn(db, accountId, request.body.code);
    return envelope(request, reply, marked, marked.status === 'late' ? 'classOps.attendance.checkedInLate' : 'classOps.attendance.checkedIn');
  });

  app.get(
    '/kompetensi/courses/:courseId/attendance',
    { config: learnerPages, schema: { params: courseParams, response: learnerAttendanceAnswer } },
    async (request, reply) => envelope(request, reply, await learnerAttendance(db, principalOf(request).accountId, request.params.courseId)),
  );

  app.post('/kompetensi/sessions/:id/seat', { config: learnerPages, schema: { params: idParams, response: seatAnswer } }, async (request, reply) =>
    envelope(request, reply, await reserveSeat(db, principalOf(request).accountId, request.params.id), 'classOps.seats.reserved'),
  );

  app.delete('/kompetensi/sessions/:id/seat', { config: learnerPages, schema: { params: idParams, response: seatAnswer } }, async (request, reply) =>
    envelope(request, reply, await cancelSeat(db, principalOf(request).accountId, request.params.id), 'classOps.seats.cancelled'),
  );
}
