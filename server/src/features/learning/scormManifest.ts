import { XMLParser } from 'fast-xml-parser';
import { scormError } from './scormErrors';

/** What the player needs from a package's imsmanifest.xml. */
export interface ScormManifest {
  version: '1.2' | '2004';
  /** The launch page relative to the package's root, with the item's parameters (e.g. `index.html?lesson=1`). */
  launch: string;
  title: string;
}

/** A manifest is a few kilobytes; anything far larger is not one we want to parse. */
export const MAX_MANIFEST_CHARS = 2 * 1024 * 1024;

type Node = Record<string, unknown>;

const LISTS = new Set(['organization', 'item', 'resource', 'title', 'schemaversion']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // adlcp:scormtype, imscp:item and xml:base are read by their local names: packages differ in their prefixes.
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => LISTS.has(name),
});

const nodes = (value: unknown): Node[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(isNode);
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return text(value[0]);
  if (isNode(value)) return text(value['#text'] ?? value.langstring ?? value.string);
  return '';
}

const attribute = (node: Node, name: string): string => {
  const value = node[`@_${name}`];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * 1.2 or 2004: the manifest's metadata schemaversion when present ("1.2"; "CAM 1.3", "2004 3rd Edition", ...), else
 * the namespaces the manifest declares (adlcp_rootv1p2 for 1.2; adlcp_v1p3, imsss or adlseq for 2004). A manifest
 * that says neither is taken as 1.2, the older and far more common format.
 */
export function scormVersionOf(xml: string, manifest: Node): '1.2' | '2004' {
  const metadata = nodes(manifest.metadata)[0];
  const declared = metadata ? text(metadata.schemaversion) : '';
  if (declared === '1.2') return '1.2';
  if (/2004|1\.3/.test(declared)) return '2004';
  if (/adlcp_v1p3|imsss|adlseq_v1p3|adlnav_v1p3/i.test(xml)) return '2004';
  return '1.2';
}

/** The first item, depth first, that names a resource with a page (an item with children is a folder). */
function firstLaunchable(items: Node[], resources: Map<string, string>): { href: string; parameters: string; title: string } | null {
  for (const item of items) {
    if (attribute(item, 'isvisible') === 'false') continue;
    const ref = attribute(item, 'identifierref');
    const href = ref ? resources.get(ref) : undefined;
    if (href) return { href, parameters: attribute(item, 'parameters'), title: text(item.title) };
    const nested = firstLaunchable(nodes(item.item), resources);
    if (nested) return nested;
  }
  return null;
}

/** SCORM's rule for an item's parameters: '?' joins a query, '&' continues one, '#' is a fragment. */
function withParameters(href: string, parameters: string): string {
  if (!parameters) return href;
  if (parameters.startsWith('#')) return href + parameters;
  const query = parameters.replace(/^[?&]/, '');
  return href + (href.includes('?') ? '&' : '?') + query;
}

/** A launch page inside the package: relative, no '..', not another site. */
function isPackagePath(href: string): boolean {
  const file = href.split(/[?#]/, 1)[0] ?? '';
  if (!file || file.startsWith('/') || file.includes('\\') || /^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(file)) return false;
  return !file.split('/').some((segment) => segment === '..');
}

/** xml:base of the resources and of the resource, joined before the href (both optional). */
function resourceHrefs(manifest: Node): Map<string, string> {
  const resourcesNode = nodes(manifest.resources)[0] ?? {};
  const base = attribute(resourcesNode, 'base');
  const hrefs = new Map<string, string>();
  for (const resource of nodes(resourcesNode.resource)) {
    const identifier = attribute(resource, 'identifier');
    const href = attribute(resource, 'href');
    if (identifier && href) hrefs.set(identifier, `${base}${attribute(resource, 'base')}${href}`);
  }
  return hrefs;
}

/** Reads imsmanifest.xml: throws 422 `scorm.errors.badManifest` or `noLaunch` when it is not a usable SCORM manifest. */
export function parseScormManifest(xml: string): ScormManifest {
  if (xml.length > MAX_MANIFEST_CHARS) throw scormError('badManifest', { detail: 'too large' });
  let document: Node;
  try {
    document = parser.parse(xml, true) as Node;
  } catch (error) {
    const detail = error instanceof Error ? error.message.slice(0, 200) : 'not XML';
    throw scormError('badManifest', { detail });
  }
  const manifest = nodes(document.manifest)[0];
  if (!manifest) throw scormError('badManifest', { detail: 'no <manifest> element' });
  const version = scormVersionOf(xml, manifest);
  const resources = resourceHrefs(manifest);

  const organizationsNode = nodes(manifest.organizations)[0] ?? {};
  const organizations = nodes(organizationsNode.organization);
  const defaultId = attribute(organizationsNode, 'default');
  const organization = organizations.find((candidate) => attribute(candidate, 'identifier') === defaultId) ?? organizations[0];
  // A package without organizations (a 2004 resource package) starts at its first resource with a page.
  const chosen = organization ? firstLaunchable(nodes(organization.item), resources) : null;
  const launch = chosen ? withParameters(chosen.href, chosen.parameters) : ([...resources.values()][0] ?? '');
  if (!launch || !isPackagePath(launch)) throw scormError('noLaunch');

  const title = (organization && text(organization.title)) || chosen?.title || '';
  return { version, launch, title: title.slice(0, 300) };
}
