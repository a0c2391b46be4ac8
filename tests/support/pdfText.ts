import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

// pdfjs reads the metrics of the standard fonts (pdfkit's Helvetica is not embedded) from its own folder.
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** One page of a PDF as pdfjs reads it: its non-blank text items (joined by lines in text) and its drawing operators. */
export interface PdfPage {
  text: string;
  items: TextItem[];
  fnArray: number[];
  argsArray: unknown[];
}

/** The pages of a PDF the platform made, read back by pdfjs, so tests check what a reader's viewer shows. */
export async function pdfPages(pdf: Buffer | Uint8Array): Promise<PdfPage[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl }).promise;
  const result: PdfPage[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const items = (await page.getTextContent()).items.filter((item): item is TextItem => 'str' in item && item.str.trim() !== '');
    const { fnArray, argsArray } = await page.getOperatorList();
    result.push({ text: items.map((item) => item.str).join('\n'), items, fnArray, argsArray });
  }
  await document.destroy();
  return result;
}

/** Pairs of text items whose boxes (baseline to baseline + height, x to x + width) cross by more than half a point. */
export function overlaps(items: TextItem[]): string[] {
  const box = (item: TextItem) => ({ x: item.transform[4] as number, y: item.transform[5] as number, w: item.width, h: item.height });
  const found: string[] = [];
  items.forEach((first, index) => {
    for (const second of items.slice(index + 1)) {
      const a = box(first);
      const b = box(second);
      const dx = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
      const dy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
      if (dx > 0.5 && dy > 0.5) found.push(`"${first.str}" / "${second.str}"`);
    }
  });
  return found;
}
