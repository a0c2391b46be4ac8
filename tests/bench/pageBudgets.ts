import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { manifestFile, PAGE_ENTRIES, staticClosure, type Manifest, type PageEntry } from '../../public-site/src/pageAssets';
import { islands, type IslandName } from '../../public-site/src/islands/registry';

/** The public site's budgets of a first visit, gzip bytes. */
export const BUDGETS = { contentJs: 60_000, interactiveJs: 100_000, css: 20_000 } as const;

export interface PageType {
  name: string;
  /** Content pages (home, news, partners, text pages) or the program, cart and vacancy pages. */
  kind: 'content' | 'interactive';
  entry: PageEntry;
  /** Pages of this type: the unit test checks their routes are island pages when entry is 'islands'. */
  paths: string[];
  /** The islands hydrated on a first visit without any use ('load' ones, and 'visible' ones in the first screen). */
  islands: IslandName[];
}

/** The public site's page types as their routes declare them (siteRoutes.tsx, contentRoutes.tsx). */
export const PAGE_TYPES: PageType[] = [
  { name: 'home', kind: 'content', entry: 'islands', paths: ['/', '/en'], islands: [] },
  { name: 'news list and article', kind: 'content', entry: 'islands', paths: ['/news', '/news/some-article'], islands: [] },
  { name: 'partners', kind: 'content', entry: 'islands', paths: ['/partners', '/partner/1'], islands: [] },
  { name: 'text page', kind: 'content', entry: 'islands', paths: ['/about-us', '/terms-of-service', '/sitemap'], islands: [] },
  {
    name: 'certificate verification (/sertifikat, /qr-access)',
    kind: 'content',
    entry: 'islands',
    paths: ['/sertifikat', '/en/sertifikat', '/qr-access', '/qr-access/1'],
    islands: [],
  },
  // The contact form and the Karya BISA pictures hydrate on first use: their second rows are the page once used
  // (React comes then, so those rows are held to the interactive budget).
  { name: 'contact us', kind: 'content', entry: 'islands', paths: ['/contact-us', '/en/contact-us'], islands: [] },
  { name: 'contact us, form used', kind: 'interactive', entry: 'islands', paths: ['/contact-us'], islands: ['contactMessageForm'] },
  { name: 'Karya BISA', kind: 'content', entry: 'islands', paths: ['/karya-bisa', '/en/karya-bisa'], islands: [] },
  { name: 'Karya BISA, pictures used', kind: 'interactive', entry: 'islands', paths: ['/karya-bisa'], islands: ['productPictures'] },
  { name: 'partner requirements', kind: 'content', entry: 'islands', paths: ['/requirements', '/en/requirements'], islands: [] },
  { name: 'e-mail confirmation', kind: 'content', entry: 'islands', paths: ['/email-confirm', '/en/email-confirm'], islands: [] },
  // A GET form and links, no island (as /sertifikat): nothing to hydrate, so it is held to the content budget.
  { name: 'program search (/search)', kind: 'content', entry: 'islands', paths: ['/search', '/en/search'], islands: [] },
  // The program browser hydrates on first use: the second row is the page once it is used.
  { name: 'program catalogue (/program)', kind: 'interactive', entry: 'islands', paths: ['/program'], islands: [] },
  { name: 'program catalogue, browser used', kind: 'interactive', entry: 'islands', paths: ['/program'], islands: ['programBrowser'] },
  {
    name: 'program group and list',
    kind: 'interactive',
    entry: 'islands',
    paths: ['/program/bisa-academy', '/program/bisa-academy/course', '/program/temp/learning-industrial'],
    islands: [],
  },
  // The price box hydrates on first use: the second row is the page once Add to cart has been pressed.
  {
    name: 'program detail',
    kind: 'interactive',
    entry: 'islands',
    paths: ['/program/bisa-academy/course/1', '/program/bisa-for-business/learning-industrial/1', '/program/temp/1'],
    islands: [],
  },
  {
    name: 'program detail, price box used',
    kind: 'interactive',
    entry: 'islands',
    paths: ['/program/bisa-academy/course/1'],
    islands: ['programPriceBox'],
  },
  // A member's cart comes rendered with their items (a private page) and hydrates on first use.
  { name: 'cart', kind: 'interactive', entry: 'islands', paths: ['/cart'], islands: [] },
  { name: 'cart, used', kind: 'interactive', entry: 'islands', paths: ['/cart'], islands: ['cart'] },
  {
    name: 'job portal and vacancy detail',
    kind: 'interactive',
    entry: 'islands',
    paths: ['/program/bisa-talent', '/program/bisa-talent/job-vacancy/1'],
    islands: [],
  },
  // The filters hydrate on first use (before, the form is a plain GET form).
  { name: 'vacancy search', kind: 'interactive', entry: 'islands', paths: ['/program/bisa-talent/job-vacancy'], islands: [] },
  {
    name: 'vacancy search, filters used',
    kind: 'interactive',
    entry: 'islands',
    paths: ['/program/bisa-talent/job-vacancy'],
    islands: ['vacancySearch'],
  },
];

/** Namespaces every island page's islands render (the header's and the common texts) besides their own. */
const SHARED_NAMESPACES = ['common', 'site'];

export interface PageWeight {
  page: PageType;
  jsFiles: string[];
  jsGzip: number;
  cssGzip: number;
  jsBudget: number;
}

const HYDRATE = 'src/islands/hydrate.tsx';

/**
 * The source module of each island a first visit hydrates (islands/registry.ts's dynamic imports); measuring checks
 * it is one of the hydrate chunk's dynamic imports, so a moved island fails here rather than being left out.
 */
const ISLAND_SOURCES: Partial<Record<IslandName, string>> = {
  programBrowser: 'src/components/ProgramBrowser.tsx',
  cart: 'src/routes/CartPage.tsx',
  programPriceBox: 'src/routes/program/ProgramPriceBox.tsx',
  vacancySearch: 'src/routes/jobs/VacancySearchForm.tsx',
  contactMessageForm: 'src/content/ContactMessageForm.tsx',
  productPictures: 'src/routes/content/ProductPictures.tsx',
};

function islandModule(manifest: Manifest, name: IslandName): string {
  const source = ISLAND_SOURCES[name];
  if (!source || !manifest[HYDRATE]?.dynamicImports?.includes(source)) throw new Error(`pageBudgets.ts: where is island ${name}'s module?`);
  return source;
}

/** The key of a catalog part in the manifest (public-site/build/siteCatalogPlugin.ts's virtual modules). */
const catalogPart = (locale: string, namespace: string) => `../virtual:site-catalog/${locale}/${namespace}`;

const readManifest = (dist: string, entry: PageEntry) => JSON.parse(readFileSync(manifestFile(dist, entry), 'utf8')) as Manifest;

/** What a first visit to each page type loads, from the build in `dist` (public-site/dist). */
export function measurePageTypes(dist: string, locale = 'id'): PageWeight[] {
  const manifests = { app: readManifest(dist, 'app'), islands: readManifest(dist, 'islands') };
  const gzip = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
  return PAGE_TYPES.map((page) => {
    const manifest = manifests[page.entry];
    const chunks = staticClosure(manifest, PAGE_ENTRIES[page.entry]);
    if (page.islands.length) {
      chunks.push(...staticClosure(manifest, HYDRATE));
      const namespaces = new Set(SHARED_NAMESPACES);
      for (const name of page.islands) {
        chunks.push(...staticClosure(manifest, islandModule(manifest, name)));
        for (const namespace of (islands[name] as { namespaces?: readonly string[] }).namespaces ?? []) namespaces.add(namespace);
      }
      for (const namespace of namespaces) chunks.push(...staticClosure(manifest, catalogPart(locale, namespace)));
    }
    const jsFiles = [...new Set(chunks.map((chunk) => chunk.file))];
    const cssFiles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
    return {
      page,
      jsFiles,
      jsGzip: jsFiles.reduce((sum, file) => sum + gzip(file), 0),
      cssGzip: cssFiles.reduce((sum, file) => sum + gzip(file), 0),
      jsBudget: page.kind === 'content' ? BUDGETS.contentJs : BUDGETS.interactiveJs,
    };
  });
}

/** The build's folder, when there is one (`npm run build`). */
export function publicSiteDist(root: string): string | undefined {
  const dist = path.join(root, 'public-site', 'dist');
  return existsSync(manifestFile(dist, 'islands')) ? dist : undefined;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The table `npm run bench` prints. */
export function renderPageBudgetTable(weights: PageWeight[]): string {
  const rows = weights.map(
    ({ page, jsGzip, cssGzip, jsBudget }) =>
      `| ${page.name} | ${kB(jsGzip)} / ${kB(jsBudget)} | ${kB(cssGzip)} / ${kB(BUDGETS.css)} | ${jsGzip <= jsBudget && cssGzip <= BUDGETS.css ? 'ok' : 'OVER'} |`,
  );
  return ['| Public page type (first visit, gzip) | JavaScript / budget | CSS / budget | |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
