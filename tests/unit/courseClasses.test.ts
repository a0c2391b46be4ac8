import { describe, expect, it } from 'vitest';
import { feeFraction, feePercent, isDay, validateCourseClass, type CourseClassInput } from '@core/learning/courseClasses';

const valid: CourseClassInput = {
  name: 'K3 Batch Januari',
  startsOn: '2026-01-05',
  endsOn: '2026-01-05',
  capacity: 20,
  feeRate: 30,
  trainerAccountId: '00000000-0000-4000-8000-000000000001',
};

describe('a studio class', () => {
  it('accepts a one-day class, no capacity (no limit) and the bounds of the share', () => {
    expect(validateCourseClass(valid)).toEqual({});
    expect(validateCourseClass({ ...valid, capacity: null, feeRate: 0 })).toEqual({});
    expect(validateCourseClass({ ...valid, feeRate: 100 })).toEqual({});
  });

  it('names each broken field with its catalog key', () => {
    expect(
      validateCourseClass({ name: '  ', startsOn: '2026-02-30', endsOn: 'tomorrow', capacity: 0, feeRate: 100.5, trainerAccountId: '' }),
    ).toEqual({
      name: 'studio.classes.validation.required',
      startsOn: 'studio.classes.validation.date',
      endsOn: 'studio.classes.validation.date',
      capacity: 'studio.classes.validation.capacity',
      feeRate: 'studio.classes.validation.feeRate',
      trainerAccountId: 'studio.classes.validation.trainerRequired',
    });
    expect(validateCourseClass({ ...valid, name: 'x'.repeat(121) }).name).toBe('studio.classes.validation.nameLength');
    expect(validateCourseClass({ ...valid, endsOn: '2026-01-04' }).endsOn).toBe('studio.classes.validation.endBeforeStart');
    expect(validateCourseClass({ ...valid, capacity: 2.5 }).capacity).toBe('studio.classes.validation.capacity');
    expect(validateCourseClass({ ...valid, feeRate: Number.NaN }).feeRate).toBe('studio.classes.validation.feeRate');
  });

  it('keeps the capacity at or above the learners already placed', () => {
    expect(validateCourseClass({ ...valid, capacity: 3 }, 3)).toEqual({});
    expect(validateCourseClass({ ...valid, capacity: 2 }, 3).capacity).toBe('studio.classes.validation.belowLearners');
    expect(validateCourseClass({ ...valid, capacity: null }, 3)).toEqual({});
  });

  it('reads days strictly and stores the share as a fraction without float noise', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-1-5')).toBe(false);
    expect(feeFraction(12.5)).toBe(0.125);
    expect(feeFraction(33.33)).toBe(0.3333);
    expect(feePercent(0.3)).toBe(30);
    expect(feePercent(0.07)).toBe(7);
  });
});
