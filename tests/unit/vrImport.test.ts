import { describe, expect, it } from 'vitest';
import { parseVrImport } from '@core/learning/vrImport';

const NOW = new Date('2025-06-01T12:00:00Z');
const HEADER = 'email,scenario,score,passed,durationSeconds,recordedAt';

describe('parseVrImport', () => {
  it('reads CSV rows in any column order, with quotes, CRLF and a BOM', () => {
    const text = `\uFEFFscenario,email,score,passed,durationSeconds,recordedAt\r\n"Forklift, night",Ana@Example.com,87.5,true,600,2025-05-01T09:30:00+07:00\r\nLadder,budi@example.com,40,no,,2025-05-02T10:00:00Z\r\n`;
    const result = parseVrImport(text, NOW);
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      {
        line: 2,
        email: 'ana@example.com',
        scenario: 'Forklift, night',
        score: 87.5,
        passed: true,
        durationSeconds: 600,
        recordedAt: '2025-05-01T02:30:00.000Z',
      },
      {
        line: 3,
        email: 'budi@example.com',
        scenario: 'Ladder',
        score: 40,
        passed: false,
        durationSeconds: null,
        recordedAt: '2025-05-02T10:00:00.000Z',
      },
    ]);
  });

  it('reads the same fields as a JSON array, numbering entries from 1', () => {
    const text = JSON.stringify([
      { email: 'ana@example.com', scenario: 'Forklift', score: 90, passed: true, durationSeconds: 300, recordedAt: '2025-05-01T09:30:00Z' },
      { email: 'x', scenario: 'Forklift', score: 190, passed: 'maybe', recordedAt: '2025-05-01 09:30' },
      'not an object',
    ]);
    const result = parseVrImport(text, NOW);
    expect(result.rows).toHaveLength(1);
    expect(result.errors.map((error) => [error.line, error.key])).toEqual([
      [2, 'classOps.vr.errors.email'],
      [2, 'classOps.vr.errors.score'],
      [2, 'classOps.vr.errors.passed'],
      [2, 'classOps.vr.errors.recordedAt'],
      [3, 'classOps.vr.errors.notObject'],
    ]);
    expect(result.errors[0]!.params).toMatchObject({ line: 2, value: 'x' });
  });

  it('names the file line of each bad row (a quoted line break counts)', () => {
    const text = `${HEADER}\n\nana@example.com,"Two\nlines",50,true,10,2025-05-01T00:00:00Z\nana@example.com,S,50,true,-1,2025-05-01T00:00:00Z\nana@example.com,S,50\n`;
    const result = parseVrImport(text, NOW);
    expect(result.rows.map((row) => row.line)).toEqual([3]);
    expect(result.errors.map((error) => [error.line, error.key])).toEqual([
      [5, 'classOps.vr.errors.duration'],
      [6, 'classOps.vr.errors.columnCount'],
    ]);
  });

  it('refuses a wrong header, an empty file, bad JSON, a time without zone and a future time', () => {
    expect(parseVrImport('email,scenario,score\nx,y,1', NOW).errors[0]).toMatchObject({ line: 1, key: 'classOps.vr.errors.header' });
    expect(parseVrImport(`${HEADER},extra\n`, NOW).errors[0]?.key).toBe('classOps.vr.errors.header');
    expect(parseVrImport(`${HEADER}\n`, NOW).errors[0]?.key).toBe('classOps.vr.errors.empty');
    expect(parseVrImport('', NOW).errors[0]?.key).toBe('classOps.vr.errors.empty');
    expect(parseVrImport('[{"email": }]', NOW).errors[0]?.key).toBe('classOps.vr.errors.json');
    const times = parseVrImport(`${HEADER}\na@b.co,S,1,1,,2025-05-01T09:30:00\na@b.co,S,1,1,,2025-06-02T00:00:00Z\n`, NOW);
    expect(times.errors.map((error) => error.key)).toEqual(['classOps.vr.errors.recordedAt', 'classOps.vr.errors.future']);
  });

  it('skips a repeated run (same learner, scenario and moment) as a duplicate, not an error', () => {
    const text = `${HEADER}\nA@b.co,S,1,true,,2025-05-01T09:30:00+07:00\na@b.co,S,2,true,,2025-05-01T02:30:00Z\na@b.co,T,2,true,,2025-05-01T02:30:00Z\n`;
    const result = parseVrImport(text, NOW);
    expect(result.errors).toEqual([]);
    expect(result.rows.map((row) => row.line)).toEqual([2, 4]);
    expect(result.duplicateLines).toEqual([3]);
  });

  it('bounds the number of rows', () => {
    const rows = Array.from({ length: 5001 }, (_, index) => `a@b.co,S${index},1,true,,2025-05-01T00:00:00Z`);
    expect(parseVrImport(`${HEADER}\n${rows.join('\n')}`, NOW).errors[0]?.key).toBe('classOps.vr.errors.tooManyRows');
  });
});
