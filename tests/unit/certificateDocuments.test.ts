import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { describe, expect, it } from 'vitest';
import { assignmentLetterPdf } from '../../server/src/features/certification/registrations/assignmentLetterPdf';
import { certificatePdf } from '../../server/src/features/certification/certificates/certificatePdf';
import { overlaps, pdfPages as pages } from '../support/pdfText';
import { LONG_CERTIFICATE, REVOKED_CERTIFICATE, SAMPLE_CERTIFICATE, SAMPLE_LETTER } from './fixtures/certificateSamples';

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
    expect(sample!.fnArray).toContain(OPS.paintImageXObject);
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
