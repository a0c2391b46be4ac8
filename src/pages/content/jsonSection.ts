/**
 * The global pages editor's JSON fields: what the operator typed, read back as a section's value, or the reason it
 * cannot be (a translation key and its arguments). A section keeps its kind — a list stays a list, a group of fields
 * a group — because the public page draws it as such.
 */
export type SectionKind = 'list' | 'group' | 'text' | 'number' | 'flag' | 'empty';
export type SectionReading = { ok: true; value: unknown } | { ok: false; message: string; args?: Record<string, number | string> };

export function kindOf(value: unknown): SectionKind {
  if (Array.isArray(value)) return 'list';
  if (value === null || value === undefined) return 'empty';
  if (typeof value === 'object') return 'group';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'flag';
  return 'text';
}

/** Line and column (from 1) of a character offset in the text. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

export function readSection(text: string, kind: SectionKind): SectionReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // Engines say where it broke as a character offset ("at position 12"); the operator reads lines and columns.
    const position = /position (\d+)/.exec(String((error as Error).message));
    if (!position) return { ok: false, message: 'content.admin.invalidJson' };
    return { ok: false, message: 'content.admin.invalidJsonAt', args: lineAndColumn(text, Number(position[1])) };
  }
  if (kindOf(value) !== kind) return { ok: false, message: kind === 'list' ? 'content.admin.jsonKeepList' : 'content.admin.jsonKeepGroup' };
  return { ok: true, value };
}

export function writeSection(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
