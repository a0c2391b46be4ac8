import type { MessageKey } from '../i18n/catalog';

/**
 * A course's classes as its training provider runs them in the studio (docs/decisions/2026-11-26-learning.md): the
 * rules the class form and the gateway share, and what the studio's class routes answer. A class is a trainer, a
 * period, an optional capacity and the trainer's share of what its learners paid (trainer-transaction).
 */

export const MAX_CLASS_NAME = 120;
export const MAX_CLASS_CAPACITY = 10_000;

/** One class in the studio's list; feeRate is a percentage (0..100), stored as a fraction (0..1). */
export interface StudioClass {
  id: string;
  name: string;
  trainerAccountId: string;
  trainerName: string;
  startsOn: string;
  endsOn: string;
  capacity: number | null;
  feeRate: number;
  learnerCount: number;
}

/** A trainer the class may name: SPEC 3's lookup item. */
export interface ClassTrainerOption {
  value: string;
  text: string;
}

export interface CourseClassInput {
  name: string;
  startsOn: string;
  endsOn: string;
  capacity: number | null;
  feeRate: number;
  trainerAccountId: string;
}

export type CourseClassField = keyof CourseClassInput;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day written YYYY-MM-DD that exists (2025-02-30 does not). */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The percentage as stored: a fraction with at most 4 decimals (a percentage of 2 decimals, no float noise). */
export const feeFraction = (percent: number) => Math.round(percent * 100) / 10_000;
/** The stored fraction as the form's percentage. */
export const feePercent = (fraction: number) => Math.round(fraction * 10_000) / 100;

/**
 * The form's problems by field as catalog keys (empty when the class is valid). `learnerCount` is the learners
 * already placed in the class being changed: its capacity cannot drop below them.
 */
export function validateCourseClass(input: CourseClassInput, learnerCount = 0): Partial<Record<CourseClassField, MessageKey>> {
  const problems: Partial<Record<CourseClassField, MessageKey>> = {};
  const name = input.name.trim();
  if (!name) problems.name = 'studio.classes.validation.required';
  else if (name.length > MAX_CLASS_NAME) problems.name = 'studio.classes.validation.nameLength';
  if (!isDay(input.startsOn)) problems.startsOn = 'studio.classes.validation.date';
  if (!isDay(input.endsOn)) problems.endsOn = 'studio.classes.validation.date';
  else if (isDay(input.startsOn) && input.endsOn < input.startsOn) problems.endsOn = 'studio.classes.validation.endBeforeStart';
  if (input.capacity !== null) {
    if (!Number.isInteger(input.capacity) || input.capacity < 1 || input.capacity > MAX_CLASS_CAPACITY)
      problems.capacity = 'studio.classes.validation.capacity';
    else if (input.capacity < learnerCount) problems.capacity = 'studio.classes.validation.belowLearners';
  }
  if (!Number.isFinite(input.feeRate) || input.feeRate < 0 || input.feeRate > 100) problems.feeRate = 'studio.classes.validation.feeRate';
  if (!input.trainerAccountId) problems.trainerAccountId = 'studio.classes.validation.trainerRequired';
  return problems;
}
