import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { firstLoad, manifestPath, MEMBER_DIST, MEMBER_FIRST_LOAD_BUDGET } from '../../scripts/member-budget.mjs';
import { SKIPPED_SUITES, skipMark } from '../support/skippedSuites';

/** Text that gzip cannot shrink much, so each chunk's size is known to within a few bytes. */
function incompressible(bytes: number, seed: number): string {
  let state = seed;
  let text = '';
  while (text.length < bytes) {
    state = (state * 1103515245 + 12345) % 2147483648;
    text += String.fromCharCode(33 + (state % 90));
  }
  return text;
}

describe('the member first-load measure', () => {
  const dist = mkdtempSync(join(tmpdir(), 'member-budget-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const files: Record<string, string> = {
    'assets/index.js': incompressible(3000, 1),
    'assets/vendor.js': incompressible(2000, 2),
    'assets/page.js': incompressible(5000, 3),
    'assets/page-library.js': incompressible(8000, 4),
    'assets/shell-en.js': incompressible(1000, 5),
    'assets/ra-english.js': incompressible(250, 8),
    'assets/shell-id.js': incompressible(100, 6),
    'assets/groups-id.js': incompressible(1100, 10),
    'assets/ra-indonesian.js': incompressible(300, 7),
  };
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dist, file), text);
  writeFileSync(
    manifestPath(dist),
    JSON.stringify({
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_vendor.js'],
        dynamicImports: [
          'src/pages/Page.tsx',
          'src/app/shellMessages.en.ts',
          'src/app/ra-language-english.ts',
          'src/app/shellMessages.id.ts',
          'src/app/ra-language-indonesian.ts',
        ],
      },
      '_vendor.js': { file: 'assets/vendor.js', imports: ['index.html'] },
      'src/pages/Page.tsx': { file: 'assets/page.js', imports: ['_page-library.js', '_vendor.js'] },
      '_page-library.js': { file: 'assets/page-library.js' },
      'src/app/shellMessages.en.ts': { file: 'assets/shell-en.js', name: 'shellMessages.en' },
      'src/app/ra-language-english.ts': { file: 'assets/ra-english.js', name: 'ra-language-english' },
      'src/app/shellMessages.id.ts': { file: 'assets/shell-id.js', name: 'shellMessages.id', imports: ['_groups-id.js'] },
      '_groups-id.js': { file: 'assets/groups-id.js', name: 'notifications.id' },
      'src/app/ra-language-indonesian.ts': { file: 'assets/ra-indonesian.js', name: 'ra-language-indonesian' },
    }),
  );
  const gzip = (file: string) => gzipSync(files[file]!).length;

  it("counts the entry, its static imports and the heavier language's shell messages, not the pages opened later", () => {
    const { chunks, totalGzipBytes } = firstLoad(dist);
    expect(chunks.map((chunk) => chunk.file).sort()).toEqual(
      ['assets/groups-id.js', 'assets/index.js', 'assets/ra-indonesian.js', 'assets/shell-id.js', 'assets/vendor.js'].sort(),
    );
    const expected =
      gzip('assets/index.js') + gzip('assets/vendor.js') + gzip('assets/shell-id.js') + gzip('assets/groups-id.js') + gzip('assets/ra-indonesian.js');
    expect(totalGzipBytes).toBe(expected);
  });
});

const built = existsSync(manifestPath());

describe.skipIf(!built)(`the member app's production build (dist/member, npm run build:member)${skipMark(built, SKIPPED_SUITES.build)}`, () => {
  it(`loads at most ${MEMBER_FIRST_LOAD_BUDGET / 1000} kB gzip of JavaScript before its first page shows`, () => {
    const { chunks, totalGzipBytes } = firstLoad();
    const listing = chunks.map((chunk) => `${chunk.file} ${(chunk.gzipBytes / 1000).toFixed(1)} kB`).join(', ');
    expect(totalGzipBytes, listing).toBeLessThanOrEqual(MEMBER_FIRST_LOAD_BUDGET);
  });

  // A string each library's code carries (found in its page's chunk of a build), so its presence is seen however chunks are named.
  const HEAVY_LIBRARIES = {
    '@mui/x-charts': 'MuiChartsAxis',
    FullCalendar: 'fc-daygrid',
    'pdfjs-dist': 'GlobalWorkerOptions',
    rjsf: 'rjsf_ref',
    'react-markdown': 'micromark',
    'scorm-again': 'cmi.core',
    '@microsoft/signalr': 'Server timeout elapsed',
    // react-admin's title editor brought it in (vite.config.ts's plainPageTitle keeps it out). The marker is its
    // label's name: 'MuiTextField' is also a key of react-admin's theme.
    "@mui/material's TextField": 'MuiInputLabel',
  };

  it('keeps the heavy libraries in the chunks of the pages that use them', () => {
    const code = firstLoad()
      .chunks.map((chunk) => readFileSync(join(MEMBER_DIST, chunk.file), 'utf8'))
      .join('\n');
    const assets = readdirSync(join(MEMBER_DIST, 'assets')).map((file) => readFileSync(join(MEMBER_DIST, 'assets', file), 'utf8'));
    for (const [library, marker] of Object.entries(HEAVY_LIBRARIES)) {
      expect(
        assets.some((text) => text.includes(marker)),
        `${library} is in the build`,
      ).toBe(true);
      expect(code.includes(marker), `${library} is in the first load`).toBe(false);
    }
  });
});
