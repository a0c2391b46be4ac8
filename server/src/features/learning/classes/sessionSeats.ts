import { checkInState } from '@core/learning/classSessions';
import type { Db } from '../../../db/connect';
import { HttpError, notFound } from '../../../platform/httpError';

/**
 * Seats in a session with a capacity (docs/decisions/2026-11-26-learning.md "Session seats"): a learner of the class
 * reserves one and may give it back until check-in opens (30 minutes before the start: from then on the room is set);
 * once `capacity` learners hold one, the next answers 409. A
 * session without a capacity needs no seat. The session's row is locked while its seats are counted, so two
 * learners asking for the last seat at once are served one after the other: exactly one gets it.
 */

export interface SeatAnswer {
  sessionId: string;
  reserved: boolean;
  capacity: number | null;
  seatsTaken: number;
}

/** The session of the learner's class, locked for the rest of the transaction; 404 for any other session. */
async function lockedSession(trx: Db, accountId: string, sessionId: string) {
  const session = await trx
    .selectFrom('class_sessions')
    .select(['class_sessions.id', 'class_sessions.title', 'class_sessions.capacity', 'class_sessions.starts_at', 'class_sessions.ends_at'])
    .where('class_sessions.id', '=', sessionId)
    .where('class_sessions.class_id', 'in', (eb) => eb.selectFrom('learner_courses').select('class_id').where('account_id', '=', accountId))
    .forUpdate()
    .executeTakeFirst();
  if (!session) throw notFound();
  return session;
}

/** 409 once check-in has opened: seats are settled. */
function ensureSeatsOpen(session: { title: string; starts_at: Date; ends_at: Date }, now: Date) {
  if (checkInState({ startsAt: session.starts_at, endsAt: session.ends_at }, now) !== 'early')
    throw new HttpError(409, 'classOps.seats.errors.closed', { title: session.title });
}

async function seatsTaken(trx: Db, sessionId: string): Promise<number> {
  const row = await trx
    .selectFrom('session_reservations')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Reserves the learner a seat (again: the same seat, no second one). 409 when full, closed, or seatless. */
export async function reserveSeat(db: Db, accountId: string, sessionId: string, now = new Date()): Promise<SeatAnswer> {
  return db.transaction().execute(async (trx) => {
    const session = await lockedSession(trx, accountId, sessionId);
    if (session.capacity === null) throw new HttpError(409, 'classOps.seats.errors.noCapacity', { title: session.title });
    ensureSeatsOpen(session, now);
    const held = await trx
      .selectFrom('session_reservations')
      .select('session_id')
      .where('session_id', '=', session.id)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    const taken = await seatsTaken(trx, session.id);
    if (held) return { sessionId: session.id, reserved: true, capacity: session.capacity, seatsTaken: taken };
    if (taken >= session.capacity) throw new HttpError(409, 'classOps.seats.errors.full', { title: session.title });
    await trx.insertInto('session_reservations').values({ session_id: session.id, account_id: accountId }).execute();
    return { sessionId: session.id, reserved: true, capacity: session.capacity, seatsTaken: taken + 1 };
  });
}

/** Gives the learner's seat back (having none is no error); 409 once check-in has opened. */
export async function cancelSeat(db: Db, accountId: string, sessionId: string, now = new Date()): Promise<SeatAnswer> {
  return db.transaction().execute(async (trx) => {
    const session = await lockedSession(trx, accountId, sessionId);
    ensureSeatsOpen(session, now);
    await trx.deleteFrom('session_reservations').where('session_id', '=', session.id).where('account_id', '=', accountId).execute();
    return { sessionId: session.id, reserved: false, capacity: session.capacity, seatsTaken: await seatsTaken(trx, session.id) };
  });
}
