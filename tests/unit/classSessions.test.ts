import { describe, expect, it } from 'vitest';
import { checkInState, checkInStatus, isSafeOnlineUrl, normaliseAttendanceCode, validateSession } from '@core/learning/classSessions';

const session = { startsAt: new Date('2025-06-01T09:00:00Z'), endsAt: new Date('2025-06-01T11:00:00Z') };
const at = (iso: string) => new Date(iso);

describe('the attendance window', () => {
  it('opens 30 minutes before the start and closes at the end', () => {
    expect(checkInState(session, at('2025-06-01T08:29:59Z'))).toBe('early');
    expect(checkInState(session, at('2025-06-01T08:30:00Z'))).toBe('open');
    expect(checkInState(session, at('2025-06-01T11:00:00Z'))).toBe('open');
    expect(checkInState(session, at('2025-06-01T11:00:01Z'))).toBe('closed');
  });

  it('marks present until 15 minutes after the start, late after', () => {
    expect(checkInStatus(session, at('2025-06-01T08:45:00Z'))).toBe('present');
    expect(checkInStatus(session, at('2025-06-01T09:15:00Z'))).toBe('present');
    expect(checkInStatus(session, at('2025-06-01T09:15:01Z'))).toBe('late');
  });

  it('reads a code as people type it', () => {
    expect(normaliseAttendanceCode(' ab3-k9 z ')).toBe('AB3K9Z');
  });
});

describe('a session form', () => {
  const valid = {
    title: 'Praktik APD',
    startsAt: '2025-06-01T09:00:00.000Z',
    endsAt: '2025-06-01T11:00:00.000Z',
    place: 'Ruang 2',
    onlineUrl: null,
    capacity: 20,
  };

  it('accepts a place, a link or both', () => {
    expect(validateSession(valid)).toEqual({});
    expect(validateSession({ ...valid, place: null, onlineUrl: 'https://meet.example.com/x' })).toEqual({});
    expect(validateSession({ ...valid, place: ' ', onlineUrl: null })).toEqual({ place: 'placeOrLink' });
  });

  it('refuses an end before the start, a day-long session, a bad capacity and a non-web link', () => {
    expect(validateSession({ ...valid, endsAt: valid.startsAt })).toEqual({ endsAt: 'endBeforeStart' });
    expect(validateSession({ ...valid, endsAt: '2025-06-02T09:00:01.000Z' })).toEqual({ endsAt: 'tooLong24h' });
    expect(validateSession({ ...valid, capacity: 0 })).toEqual({ capacity: 'capacity' });
    expect(validateSession({ ...valid, title: '', startsAt: 'x' })).toEqual({ title: 'required', startsAt: 'date' });
    expect(validateSession({ ...valid, onlineUrl: 'javascript:alert(1)' })).toEqual({ onlineUrl: 'url' });
  });

  it('takes only http and https links', () => {
    expect(isSafeOnlineUrl('http://zoom.us/j/1')).toBe(true);
    expect(isSafeOnlineUrl('data:text/html,x')).toBe(false);
    expect(isSafeOnlineUrl('ftp://example.com')).toBe(false);
    expect(isSafeOnlineUrl('not a url')).toBe(false);
  });
});
