import { describe, expect, it } from 'vitest';
import { formatIdr } from '@core/format/currency';
import { GROUP_KINDS, groupOf, kindOfSubProgram, programDetailPath, PROGRAM_KINDS, subProgramOf } from '@core/rules/programLinks';
import { PROGRAM_GROUP } from '@core/rules/programs';

describe('programDetailPath (SPEC 2 detail-link builder)', () => {
  it.each([
    ['link-and-match', '/program/bisa-for-business/link-and-match/7'],
    ['learning-industrial', '/program/bisa-for-business/learning-industrial/7'],
    ['package', '/program/bisa-academy/package/7'],
    ['profession', '/program/bisa-academy/profession/7'],
    ['course', '/program/bisa-academy/course/7'],
    ['certification', '/program/bisa-academy/certification/7'],
  ])('%s -> %s', (type, path) => {
    expect(programDetailPath(type, 7)).toBe(path);
  });

  it('gives an empty route for an unknown type, including inherited names', () => {
    for (const type of ['', 'mandiri-belajar', 'webinar', 'toString', '__proto__', 'Course']) expect(programDetailPath(type, 1)).toBe('');
  });
});

describe('kinds and numbers (SPEC 3 as read in the catalogue-and-cart decision record)', () => {
  it('maps kinds to catalogue sub-programs, a package being mandiri-belajar (4), and back', () => {
    expect(subProgramOf('link-and-match')).toBe(1);
    expect(subProgramOf('package')).toBe(4);
    expect(subProgramOf('certification')).toBe(6);
    expect([1, 2, 3, 4, 5, 6].map(kindOfSubProgram)).toEqual([
      'link-and-match',
      'learning-industrial',
      'profession',
      'package',
      'course',
      'certification',
    ]);
    expect(kindOfSubProgram(7)).toBeUndefined();
  });

  it('puts business programs in group 1 and academy programs in group 2', () => {
    expect(groupOf('link-and-match')).toBe(1);
    expect(groupOf('learning-industrial')).toBe(1);
    expect(groupOf('course')).toBe(2);
    expect(groupOf('package')).toBe(2);
  });
});

describe('the program groups (/program/bisa-academy, /program/bisa-for-business)', () => {
  it('show every kind on exactly one group page, each under its own group path', () => {
    const shown = Object.entries(GROUP_KINDS).flatMap(([slug, kinds]) => kinds.map((kind) => [slug, kind] as const));
    expect(shown.map(([, kind]) => kind).sort()).toEqual([...PROGRAM_KINDS].sort());
    for (const [slug, kind] of shown) {
      expect(programDetailPath(kind, 7), kind).toBe(`/program/${slug}/${kind}/7`);
      expect(groupOf(kind), kind).toBe(slug === 'bisa-for-business' ? PROGRAM_GROUP.business : PROGRAM_GROUP.academy);
    }
  });
});

describe('formatIdr (SPEC 9)', () => {
  it('formats rupiah id-ID style with no decimals', () => {
    expect(formatIdr(5_000_000)).toBe('Rp\u00a05.000.000');
    expect(formatIdr(450_000_000)).toBe('Rp\u00a0450.000.000');
    expect(formatIdr(0)).toBe('Rp\u00a00');
    expect(formatIdr(1234.6)).toBe('Rp\u00a01.235');
  });
});
