import { describe, expect, it } from 'vitest';
import { buildCalendarEvents, feedWindow, parseCalendarRange } from '@core/learning/calendar';
import { canStillEdit, mentionedIds, mentionMarkdown, safeForumUrl } from '@core/learning/forum';
import { icsCalendar } from '../../server/src/features/learning/calendar/calendarIcs';

const A = '0b5c8a2e-1111-4222-8333-444455556666';
const B = '9f1d2c3b-aaaa-4bbb-8ccc-ddddeeeeffff';

const rows = {
  sessions: [
    {
      id: 's1',
      title: 'APD',
      startsAt: new Date('2030-01-02T02:00:00Z'),
      endsAt: new Date('2030-01-02T04:00:00Z'),
      place: 'Ruang A',
      onlineUrl: null,
      courseTitle: 'K3',
      className: 'Batch',
      personName: 'Budi',
    },
    {
      id: 's1',
      title: 'APD',
      startsAt: new Date('2030-01-02T02:00:00Z'),
      endsAt: new Date('2030-01-02T04:00:00Z'),
      place: 'Ruang A',
      onlineUrl: null,
      courseTitle: 'K3',
      className: 'Batch',
      personName: 'Ani',
    },
  ],
  deadlines: [{ classId: 'c1', className: 'Batch', courseTitle: 'K3', endsOn: '2030-01-31' }],
  certifications: [
    {
      scheduleId: 'x1',
      schemeTitle: 'JWD',
      siteName: 'TUK',
      siteAddress: 'Jl. A',
      startsAt: new Date('2030-01-10T01:00:00Z'),
      endsAt: new Date('2030-01-10T09:00:00Z'),
    },
  ],
};

describe('learning calendar', () => {
  it('builds one event per row id, naming every watched trainee, ordered by start', () => {
    const events = buildCalendarEvents(rows);
    expect(events.map((event) => event.id)).toEqual(['session-s1', 'certification-x1', 'deadline-c1']);
    expect(events[0]!.people).toEqual(['Ani', 'Budi']);
    expect(events[2]).toMatchObject({ allDay: true, start: '2030-01-31T00:00:00.000Z', end: '2030-02-01T00:00:00.000Z' });
    expect(events[1]!.place).toBe('TUK, Jl. A');
  });

  it('accepts a span of dates or zoned instants up to 100 days, and names what is wrong otherwise', () => {
    expect(parseCalendarRange('2030-01-01', '2030-02-01')).toEqual({ from: new Date('2030-01-01T00:00:00Z'), to: new Date('2030-02-01T00:00:00Z') });
    expect(parseCalendarRange('2030-01-01T00:00:00+07:00', '2030-01-08T00:00:00+07:00')).toHaveProperty('from');
    expect(parseCalendarRange('2030-01-01', '2030-06-01')).toEqual({ problem: 'rangeTooLong' });
    expect(parseCalendarRange('2030-02-01', '2030-01-01')).toEqual({ problem: 'rangeOrder' });
    expect(parseCalendarRange('2030-01-01T00:00', '2030-01-02')).toEqual({ problem: 'invalidDate' });
    expect(parseCalendarRange('2030-13-45', '2030-01-02')).toEqual({ problem: 'invalidDate' });
    const window = feedWindow(new Date('2030-01-01T00:00:00Z'));
    expect(window.from.toISOString()).toBe('2029-12-01T00:00:00.000Z');
  });

  it('writes an .ics with stable UIDs, UTC times and the deadline as a whole day', () => {
    const text = icsCalendar(buildCalendarEvents(rows), 'id');
    expect(text).toMatch(/^BEGIN:VCALENDAR/);
    expect(text).toContain('UID:session-s1@learning.bisa.id');
    expect(text).toContain('DTSTART:20300102T020000Z');
    expect(text).toContain('DTSTART;VALUE=DATE:20300131');
    expect(text).toContain('DTEND;VALUE=DATE:20300201');
    expect(text).toContain('SUMMARY:Batas akhir: K3');
    expect(icsCalendar(buildCalendarEvents(rows), 'en')).toContain('SUMMARY:Deadline: K3');
    expect(icsCalendar([], 'id')).toMatch(/BEGIN:VCALENDAR[\s\S]*END:VCALENDAR/);
  });
});

describe('forum rules', () => {
  it('writes and reads mentions by account id, each once', () => {
    const body = `Halo ${mentionMarkdown(A, 'Siti [Aminah]')} dan ${mentionMarkdown(B, 'Budi')} lagi ${mentionMarkdown(A, 'Siti')} [@x](mention:nope)`;
    expect(mentionMarkdown(A, 'Siti [Aminah]')).toBe(`[@Siti Aminah](mention:${A})`);
    expect(mentionedIds(body)).toEqual([A, B]);
    expect(mentionedIds('no mentions, @Budi')).toEqual([]);
  });

  it('keeps http(s), mailto, the site and mentions; drops script and data addresses', () => {
    expect(safeForumUrl('https://example.org/a')).toBe('https://example.org/a');
    expect(safeForumUrl('mailto:a@b.co')).toBe('mailto:a@b.co');
    expect(safeForumUrl('/member/forum')).toBe('/member/forum');
    expect(safeForumUrl('#top')).toBe('#top');
    expect(safeForumUrl(`mention:${A}`)).toBe(`mention:${A}`);
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example', 'mention:x'])
      expect(safeForumUrl(bad)).toBe('');
  });

  it('lets an author edit for 30 minutes', () => {
    const now = new Date('2030-01-01T12:00:00Z');
    expect(canStillEdit(new Date('2030-01-01T11:31:00Z'), now)).toBe(true);
    expect(canStillEdit(new Date('2030-01-01T11:29:00Z'), now)).toBe(false);
  });
});
