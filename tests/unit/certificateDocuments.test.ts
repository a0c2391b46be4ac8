import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { describe, expect, it } from 'vitest';
import { assignmentLetterPdf } from '../../server/src/features/certification/registrations/assignmentLetterPdf';
import { certificatePdf } from '../../server/src/features/certification/certificates/certificatePdf';
import { LONG_CERTIFICATE, REVOKED_CERTIFICATE, SAMPLE_CERTIFICATE, SAMPLE_LETTER } from './fixtures/certificateSamples';

// pdfjs reads the metrics of the standard fonts (pdfkit's Helvetica is not embedded) from its own folder.
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

interface PageText {
  text: string;
  items: TextItem[];
  operators: number[];
}

async function pages(pdf: Buffer): Promise<PageText[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl }).promise;
  const result: PageText[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const items = (await page.getTextContent()).items.filter((item): item is TextItem => 'str' in item && item.str.trim() !== '');
    result.push({ text: items.map((item) => item.str).join('\n'), items, operators: (await page.getOperatorList()).fnArray });
  }
  await document.destroy();
  return result;
}

/** Pairs of text items whose boxes (baseline to baseline + height, x to x + width) cross by more than half a point. */
function overlaps(items: TextItem[]): string[] {
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

describe('certificatePdf', () => {
  it('is checked by an overlap test that sees overlapping text', () => {
    const item = (str: string, x: number, y: number) => ({ str, transform: [10, 0, 0, 10, x, y], width: 40, height: 10 }) as TextItem;
    expect(overlaps([item('a', 0, 0), item('b', 30, 5), item('c', 0, 15.2)])).toEqual(['"a" / "b"']);
  });

  it('prints the certificate in both languages on one A4 page', async () => {
    const [first, ...rest] = await pages(await certificatePdf(SAMPLE_CERTIFICATE));
    expect(rest, 'pages after the first').toHaveLength(0);
    for (const text of [
      'SERTIFIKAT KOMPETENSI',
      'Certificate of Competence',
      'LSP Teknologi Digital',
      'Nomor: JWD-LSPTD-2025-000042',
      'Number: JWD-LSPTD-2025-000042',
      'diberikan kepada',
      'awarded to',
      'Siti Nurhaliza Rahmawati',
      'Pengembang Web Pratama',
      'Junior Web Developer',
      'Kode skema: JWD · SKKNI 282 Tahun 2016',
      'Sertifikasi Ulang dari JWD-LSPTD-2022-000007',
      'Renews JWD-LSPTD-2022-000007',
      '17 Agustus 2025 / 17 August 2025',
      '16 Agustus 2028 / 16 August 2028',
      'Ketua LSP',
      'Head of the certification body',
      'J.620100.025.02',
      'Melakukan Debugging',
    ]) {
      expect(first!.text, text).toContain(text);
    }
    expect(first!.text).not.toContain('DICABUT');
  });

  it('lays no text over other text, and draws the QR code as an image', async () => {
    const [sample] = await pages(await certificatePdf(SAMPLE_CERTIFICATE));
    // pdfjs gives every item a height, so the boxes compared below are not empty.
    expect(sample!.items.every((item) => item.height > 0)).toBe(true);
    for (const page of [...(await pages(await certificatePdf(SAMPLE_CERTIFICATE))), ...(await pages(await certificatePdf(REVOKED_CERTIFICATE)))]) {
      expect(overlaps(page.items)).toEqual([]);
    }
    expect(sample!.operators).toContain(OPS.paintImageXObject);
  });

  it('marks a revoked certificate DICABUT / REVOKED with its date', async () => {
    const [first] = await pages(await certificatePdf(REVOKED_CERTIFICATE));
    expect(first!.text).toContain('DICABUT / REVOKED');
    expect(first!.text).toContain('5 Januari 2026 / 5 January 2026');
    expect(first!.text).not.toContain('Sertifikasi Ulang');
  });

  it('moves a unit list too long for page 1 to page 2', async () => {
    const [first, second, ...rest] = await pages(await certificatePdf(LONG_CERTIFICATE));
    expect(rest).toHaveLength(0);
    expect(first!.text).toContain('24 unit kompetensi: lihat halaman 2');
    expect(first!.text).toContain('Ketua LSP');
    expect(first!.text).not.toContain('J.620100.100.01');
    expect(second!.text).toContain('Annex to certificate JWD-LSPTD-2025-000042');
    expect(second!.text).toContain('J.620100.100.01');
    expect(second!.text).toContain('J.620100.123.01');
    expect(overlaps(first!.items)).toEqual([]);
    expect(overlaps(second!.items)).toEqual([]);
  });
});

describe('assignmentLetterPdf', () => {
  it('prints the surat tugas in Indonesian with English below, text never overlapping', async () => {
    const [first, ...rest] = await pages(await assignmentLetterPdf(SAMPLE_LETTER));
    expect(rest).toHaveLength(0);
    for (const text of [
      'SURAT TUGAS ASESOR',
      'Assessor assignment letter',
      'Nomor: ST/LSPTD/2025/5f0c2a8e',
      'Ketua LSP Teknologi Digital dengan ini menugaskan:',
      'hereby assigns',
      'Budi Santoso',
      'MET.000.004512 2019',
      'Siti Nurhaliza Rahmawati',
      'JWD · Pengembang Web Pratama',
      'Junior Web Developer',
      'TUK Sewaktu Politeknik Digital',
      'TUK sewaktu',
      'Jl. Merdeka No. 10, Bandung',
      // 01:00 UTC is 08:00 in Jakarta.
      'Selasa, 02 September 2025 pukul 08.00 WIB',
      'Tuesday, 2 September 2025 at 08:00 WIB',
      '20 Agustus 2025 / 20 August 2025',
      'Ketua LSP',
      'Head of the certification body',
    ]) {
      expect(first!.text, text).toContain(text);
    }
    expect(overlaps(first!.items)).toEqual([]);
  });
});
