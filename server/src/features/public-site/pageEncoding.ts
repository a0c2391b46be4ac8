import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The compressions a rendered page is sent with, best first. */
const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** The best encoding the browser accepts (Accept-Encoding, honouring q=0), or undefined for none. */
export function preferredEncoding(header: string | string[] | undefined): Encoding | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return undefined;
  const accepted = new Set<string>();
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  return ENCODINGS.find((encoding) => accepted.has(encoding));
}

/**
 * A page's HTML compressed: brotli at a middle quality (a page is compressed once, then served from the page cache,
 * so this costs about a millisecond per page and build) or gzip.
 */
export function encodeHtml(html: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
    : gzipSync(html, { level: 6 });
}
