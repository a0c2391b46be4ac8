/** Scoring where a form defines it (FR.IA.05): the asesi's answers against the assessor's key. */
import type { Score } from './contract';
import type { FormScoring, JsonObject } from './definition';

type Row = { nomor?: unknown; jawaban?: unknown };

function rowsAt(data: JsonObject, path: string): Row[] {
  const value = path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as JsonObject)[key] : undefined), data);
  return Array.isArray(value) ? (value as Row[]) : [];
}

/**
 * Each question counts once; an unanswered one is wrong. K when the share of correct answers reaches the
 * form's threshold (competency is all-or-nothing per instrument, the assessor still decides the unit).
 */
export function scoreMultipleChoice(scoring: FormScoring, data: JsonObject): Score {
  const key = new Map(rowsAt(data, scoring.key).map((row) => [Number(row.nomor), String(row.jawaban)]));
  const answers = new Map(rowsAt(data, scoring.answers).map((row) => [Number(row.nomor), typeof row.jawaban === 'string' ? row.jawaban : null]));
  const questions = rowsAt(data, scoring.questions).map((row) => Number(row.nomor));
  const items = questions.map((nomor) => {
    const answer = answers.get(nomor) ?? null;
    return { nomor, answer, correct: answer !== null && answer === key.get(nomor) };
  });
  const correct = items.filter((item) => item.correct).length;
  const total = items.length;
  return { items, correct, total, result: total > 0 && correct / total >= scoring.threshold ? 'K' : 'BK' };
}
