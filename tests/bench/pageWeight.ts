import { gzipSync } from 'node:zlib';

export interface JavaScriptWeight {
  files: { path: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

const tagsOf = (html: string, name: string) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((match) => match[0]);
const attributeOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The scripts a browser loads for a page before it runs: module scripts and modulepreload links. */
export function firstVisitScripts(html: string): string[] {
  const scripts = tagsOf(html, 'script')
    .filter((tag) => attributeOf(tag, 'type') === 'module')
    .map((tag) => attributeOf(tag, 'src'));
  const preloads = tagsOf(html, 'link')
    .filter((tag) => attributeOf(tag, 'rel') === 'modulepreload')
    .map((tag) => attributeOf(tag, 'href'));
  return [...new Set([...scripts, ...preloads].filter((path): path is string => Boolean(path)))];
}

/** What a first visit to the page downloads in JavaScript, each file gzipped as a server would send it. */
export async function measureFirstVisitJavaScript(pageUrl: string): Promise<JavaScriptWeight> {
  const page = await fetch(pageUrl);
  if (!page.ok) throw new Error(`GET ${pageUrl} answered ${page.status}`);
  const files = await Promise.all(
    firstVisitScripts(await page.text()).map(async (path) => {
      const response = await fetch(new URL(path, pageUrl));
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
      return { path, gzipBytes: gzipSync(Buffer.from(await response.arrayBuffer())).length };
    }),
  );
  return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
