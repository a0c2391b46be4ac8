import type { ByteRange } from './storage';

/**
 * The byte range an HTTP Range header asks of an object of `size` bytes (RFC 9110 14.1.2): one range, `a-b`, `a-`
 * or the last `-n` bytes, clamped to the object. 'whole' when there is no header or one this does not serve (several
 * ranges, another unit: answering the whole object is allowed), 'unsatisfiable' when it starts past the end (416).
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'whole' | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return 'whole';
  const [, first = '', last = ''] = match;
  if (!first && !last) return 'whole';
  if (!first) {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last ? Math.min(Number(last), size - 1) : size - 1;
  if (start >= size) return 'unsatisfiable';
  if (end < start) return 'whole';
  return { start, end };
}
