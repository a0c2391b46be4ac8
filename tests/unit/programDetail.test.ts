import { describe, expect, it } from 'vitest';
import type { ProgramDetail } from '@core/catalogue/contract';
import { courseJsonLd, firstName, moduleMinutes, priceView, splitMinutes, syllabusMinutes } from '@core/catalogue/programDetail';
import { formatOneDecimal } from '@core/format/numbers';

const syllabus = [
  {
    title: 'Dasar',
    activities: [
      { title: 'Video', kind: 'video', durationMinutes: 10 },
      { title: 'Kuis', kind: 'quiz', durationMinutes: 15 },
    ],
  },
  { title: 'Praktik', activities: [{ title: 'OJT', kind: 'ojt', durationMinutes: 120 }] },
];

const program: ProgramDetail = {
  id: 7,
  title: 'Dasar Pemrograman Web',
  subProgramId: 5,
  activity: [],
  route: '/program/bisa-academy/course/7',
  kind: 'course',
  enrollmentType: 5,
  groupProgram: 2,
  price: 1_000_000,
  discount: 250_000,
  total: 750_000,
  cover: null,
  description: 'HTML dan CSS',
  competency: 'Web',
  categoryId: 1,
  category: 'TI',
  availableFrom: null,
  syllabus,
  provider: 'BISA Academy Training Center',
  trainers: ['Rina'],
  schedule: [{ name: 'Batch 1', startsOn: '2026-12-01', endsOn: '2027-01-15' }],
  reviews: { average: 4.5, count: 2, items: [] },
  related: [],
};

describe('program detail', () => {
  it('names a reviewer by the first word of the full name only', () => {
    expect(firstName('  Rina Sari Dewi ')).toBe('Rina');
    expect(firstName('Budi')).toBe('Budi');
  });

  it('says the price once without a discount, and the list price and saving only with one', () => {
    expect(priceView({ price: 500_000, discount: 0, total: 500_000 })).toEqual({ pays: 500_000 });
    expect(priceView({ price: 1_000_000, discount: 250_000, total: 750_000 })).toEqual({ listPrice: 1_000_000, saved: 250_000, pays: 750_000 });
  });

  it('adds the real minutes of a module and of the syllabus, and splits them into hours and minutes', () => {
    expect(moduleMinutes(syllabus[0]!)).toBe(25);
    expect(syllabusMinutes(syllabus)).toBe(145);
    expect(splitMinutes(145)).toEqual({ hours: 2, minutes: 25 });
    expect(splitMinutes(45)).toEqual({ hours: 0, minutes: 45 });
  });

  it("makes a schema.org Course with the provider, the price paid, the classes and the learners' rating", () => {
    const course = courseJsonLd(program, 'https://bisa.example/program/bisa-academy/course/7', 'BISA');
    expect(course).toMatchObject({
      '@type': 'Course',
      name: 'Dasar Pemrograman Web',
      provider: { '@type': 'Organization', name: 'BISA Academy Training Center' },
      offers: { price: 750_000, priceCurrency: 'IDR' },
      hasCourseInstance: [{ '@type': 'CourseInstance', startDate: '2026-12-01', endDate: '2027-01-15' }],
      aggregateRating: { ratingValue: 4.5, ratingCount: 2 },
    });
    const bare = courseJsonLd({ ...program, provider: null, schedule: [], reviews: { average: null, count: 0, items: [] } }, 'u', 'BISA');
    expect(bare.provider).toEqual({ '@type': 'Organization', name: 'BISA' });
    expect(bare).not.toHaveProperty('aggregateRating');
    expect(bare).not.toHaveProperty('hasCourseInstance');
  });

  it('writes a mean rating with the language’s decimal mark', () => {
    expect(formatOneDecimal(4.5, 'id')).toBe('4,5');
    expect(formatOneDecimal(4.5, 'en')).toBe('4.5');
    expect(formatOneDecimal(5, 'en')).toBe('5');
  });
});
