import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Which catalog namespaces a part of the member app can show, read from its source: the string literals that begin
 * with a namespace and a dot ('lspPages.tabs.label', `certification.states.${state}`), in the files it imports,
 * followed as the bundler follows them. A text passed through a variable still counts where its literal is written
 * (a core module's labelKey), so only a key built from a bare namespace name ('lspPages' + '.x') is missed.
 */

export const ROOT = path.resolve(import.meta.dirname, '../..');
const CORE = path.join(ROOT, 'packages/core/src');
const CLIENT = path.join(ROOT, 'packages/client/src');
/** The catalogs themselves: they hold every key, they show none. */
const CATALOGS = path.join(CORE, 'i18n');
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.json'];

interface ModuleImports {
  statics: string[];
  dynamics: string[];
}

/** The file an import specifier names, or undefined for a package (or a file this walk does not read). */
export function resolveSpecifier(specifier: string, importer: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@core/')) base = path.join(CORE, specifier.slice('@core/'.length));
  else if (specifier.startsWith('@client/')) base = path.join(CLIENT, specifier.slice('@client/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(importer), specifier.replace(/\?.*$/, ''));
  else return undefined;
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile() && EXTENSIONS.includes(path.extname(candidate)));
}

/** The value imports of a module, static and dynamic; type-only imports bring no text along. */
function importsOf(file: string, source: string): ModuleImports {
  if (file.endsWith('.json')) return { statics: [], dynamics: [] };
  const statics: string[] = [];
  for (const match of source.matchAll(/^\s*(import|export)\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm)) {
    const clause = match[2] ?? '';
    if (/^type\s/.test(clause)) continue;
    // import { type A, type B } from '...': every name a type.
    const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
    if (names !== undefined && names.split(',').every((name) => name.trim() === '' || /^type\s/.test(name.trim()))) continue;
    statics.push(match[3] ?? '');
  }
  for (const match of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) statics.push(match[1] ?? '');
  const dynamics = [...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1] ?? '');
  const resolve = (specifiers: string[]) => specifiers.map((specifier) => resolveSpecifier(specifier, file)).filter((found) => found !== undefined);
  return { statics: resolve(statics), dynamics: resolve(dynamics) };
}

/** The namespaces whose keys a file's literals name. */
function namespacesIn(source: string, namespaces: readonly string[]): Set<string> {
  const found = new Set<string>();
  const pattern = new RegExp(`['"\`](${namespaces.join('|')})\\.[A-Za-z$]`, 'g');
  for (const match of source.matchAll(pattern)) found.add(match[1] ?? '');
  return found;
}

export interface Reach {
  /** The namespaces named, each with the files that name it (relative to the repository). */
  namespaces: Map<string, Set<string>>;
  files: Set<string>;
}

/**
 * The namespaces reached from the entry files. `followDynamic(importer)` says whether an import() in that file is
 * followed (a chunk that loads its own messages is not); `enter(file)` whether a file is read at all.
 */
export function reachFrom(
  entries: readonly string[],
  namespaces: readonly string[],
  options: { followDynamic?: (importer: string) => boolean; enter?: (file: string) => boolean } = {},
): Reach {
  const { followDynamic = () => true, enter = () => true } = options;
  const reach: Reach = { namespaces: new Map(), files: new Set() };
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (reach.files.has(file) || file.startsWith(CATALOGS + path.sep) || !enter(file)) continue;
    reach.files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const namespace of namespacesIn(source, namespaces)) {
      const files = reach.namespaces.get(namespace) ?? new Set();
      files.add(path.relative(ROOT, file));
      reach.namespaces.set(namespace, files);
    }
    const { statics, dynamics } = importsOf(file, source);
    pending.push(...statics, ...(followDynamic(file) ? dynamics : []));
  }
  return reach;
}

/** Every source file below a folder. */
export function filesBelow(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|json)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
