import type { ScormVersion } from '@core/learning/scorm';

/**
 * What a SCORM commit says about the learner: completion, success and score, read from the CMI block the
 * runtime commits (scorm-again's nested JSON, `{ cmi: { core: { lesson_status } } }`; flattened keys are read too).
 * SCORM 1.2 has one lesson_status and a raw score; 2004 separates completion from success and prefers the scaled
 * score. An activity is done when the lesson is passed, or completed without being failed: a failed lesson can be
 * taken again and stays open.
 */

export type { ScormVersion };

export interface CmiOutcome {
  /** 'completed', 'incomplete', 'not attempted', 'unknown' (2004's words; 1.2's status mapped onto them). */
  completion: string;
  /** 'passed', 'failed' or 'unknown'. */
  success: string;
  /** 0..100 when the lesson reported a score, else null. */
  score: number | null;
  isDone: boolean;
}

/** The biggest CMI block a commit may store (a full 1.2 or 2004 block with interactions is far smaller). */
export const MAX_CMI_BYTES = 64 * 1024;

/** A CMI element by its dotted name (`cmi.core.lesson_status`), nested or flattened. */
export function cmiValue(block: unknown, element: string): string {
  if (typeof block !== 'object' || block === null) return '';
  const flat = (block as Record<string, unknown>)[element];
  if (typeof flat === 'string' || typeof flat === 'number') return String(flat).trim();
  let node: unknown = block;
  for (const part of element.split('.')) {
    if (typeof node !== 'object' || node === null) return '';
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' || typeof node === 'number' ? String(node).trim() : '';
}

const number = (value: string): number | null => {
  if (value === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

const percent = (value: number) => Math.round(Math.min(100, Math.max(0, value)) * 100) / 100;

/** A raw score as a percentage: by min and max when the lesson gave a range, else as it is (0..100 by convention). */
function rawPercent(raw: number | null, min: number | null, max: number | null): number | null {
  if (raw === null) return null;
  if (max !== null && max > (min ?? 0)) return percent(((raw - (min ?? 0)) / (max - (min ?? 0))) * 100);
  return percent(raw);
}

const STATUS_12: Record<string, { completion: string; success: string }> = {
  passed: { completion: 'completed', success: 'passed' },
  completed: { completion: 'completed', success: 'unknown' },
  failed: { completion: 'completed', success: 'failed' },
  incomplete: { completion: 'incomplete', success: 'unknown' },
  browsed: { completion: 'incomplete', success: 'unknown' },
  'not attempted': { completion: 'not attempted', success: 'unknown' },
};

export function cmiOutcome(version: ScormVersion, block: unknown): CmiOutcome {
  if (version === '1.2') {
    const status = STATUS_12[cmiValue(block, 'cmi.core.lesson_status')] ?? { completion: 'unknown', success: 'unknown' };
    const score = rawPercent(
      number(cmiValue(block, 'cmi.core.score.raw')),
      number(cmiValue(block, 'cmi.core.score.min')),
      number(cmiValue(block, 'cmi.core.score.max')),
    );
    return { ...status, score, isDone: status.success === 'passed' || (status.completion === 'completed' && status.success !== 'failed') };
  }
  const completion = cmiValue(block, 'cmi.completion_status') || 'unknown';
  const success = cmiValue(block, 'cmi.success_status') || 'unknown';
  const scaled = number(cmiValue(block, 'cmi.score.scaled'));
  const score =
    scaled !== null
      ? percent(scaled * 100)
      : rawPercent(number(cmiValue(block, 'cmi.score.raw')), number(cmiValue(block, 'cmi.score.min')), number(cmiValue(block, 'cmi.score.max')));
  return { completion, success, score, isDone: success === 'passed' || (completion === 'completed' && success !== 'failed') };
}
