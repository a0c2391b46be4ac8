import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from '@core/i18n/locales';

/** The two browser builds' entry scripts (public-site/vite.config.ts): the whole app, and island pages' small one. */
export const PAGE_ENTRIES = { app: 'src/main.tsx', islands: 'src/islands/main.ts' } as const;
export type PageEntry = keyof typeof PAGE_ENTRIES;

/** One chunk of Vite's build manifest (build.manifest: true). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  /** Files the chunk's CSS refers to (the fonts). */
  assets?: string[];
}

/** The web font file every page's text uses (Latin), preloaded so it is there before the first paint. */
const LATIN_FONT = /-latin-wght-normal-[\w-]+\.woff2$/;
export type Manifest = Record<string, ManifestChunk>;

/** The entry chunk and every chunk it imports statically (what a first visit loads before anything is used). */
export function staticClosure(manifest: Manifest, key: string): ManifestChunk[] {
  const seen = new Map<string, ManifestChunk>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.set(name, chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen.values()];
}

/** The manifest key of a locale's whole catalog (public-site/build/siteCatalogPlugin.ts), which the whole app loads first. */
export const wholeCatalogKey = (locale: Locale) => `../virtual:site-catalog/${locale}`;

/**
 * The stylesheet, the entry script and preloads of its imports, for the page's <head>; for the whole app also its
 * locale's catalog, which it loads before hydrating (fetched beside the script rather than after it).
 */
export function entryTags(manifest: Manifest, entry: PageEntry, locale: Locale): string {
  const [main, ...staticImports] = staticClosure(manifest, PAGE_ENTRIES[entry]);
  const catalog = entry === 'app' ? manifest[wholeCatalogKey(locale)] : undefined;
  const imports = catalog ? [...staticImports, catalog] : staticImports;
  if (!main) return '';
  const css = [...new Set([main, ...imports].flatMap((chunk) => chunk.css ?? []))];
  const fonts = (main.assets ?? []).filter((file) => LATIN_FONT.test(file));
  return [
    ...fonts.map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`),
    ...css.map((file) => `<link rel="stylesheet" href="/${file}">`),
    `<script type="module" src="/${main.file}"></script>`,
    ...imports.map((chunk) => `<link rel="modulepreload" href="/${chunk.file}">`),
  ].join('');
}

/** Where a browser build writes its manifest, inside public-site/dist. */
export const manifestFile = (dist: string, entry: PageEntry) => path.join(dist, '.vite', `${entry}-manifest.json`);

const cached = new Map<PageEntry, Manifest | null>();

/**
 * A browser build's manifest beside this server bundle (in public-site/dist), read once; null when there is none (a
 * test's fake build), and the page then has no script.
 */
export function browserManifest(entry: PageEntry): Manifest | null {
  if (!cached.has(entry)) {
    const file = manifestFile(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'), entry);
    cached.set(entry, existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null);
  }
  return cached.get(entry) ?? null;
}
