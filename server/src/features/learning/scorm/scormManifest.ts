import { XMLParser } from 'fast-xml-parser';
import { scormError } from './scormErrors';

/** One item of the package's organisation tree, in document order (the player lists them, indented by level). */
export interface ScormItem {
  /** The manifest's identifier of the item (the CMI data of a learner's attempt is kept per item). */
  identifier: string;
  title: string;
  /** 0 for an item of the organisation, 1 for its children, and so on. */
  level: number;
  /** The page with the item's parameters when the item opens one (a SCO or an asset); null for a folder. */
  launch: string | null;
  /**
   * The item reports to the LMS (its resource's adlcp:scormtype is 'sco'); an asset is only shown. When a package
   * declares no SCO at all, every launchable item counts as one (a package that reports through any page).
   */
  sco: boolean;
}

/** What the player needs from a package's imsmanifest.xml. */
export interface ScormManifest {
  version: '1.2' | '2004';
  /** The launch page relative to the package's root, with the item's parameters (e.g. `index.html?lesson=1`). */
  launch: string;
  title: string;
  /** The default organisation's visible items, depth first (at least the launch's item). */
  items: ScormItem[];
}

/** A manifest is a few kilobytes; anything far larger is not one we want to parse. */
export const MAX_MANIFEST_CHARS = 2 * 1024 * 1024;
/** Bounds on the organisation tree a hostile manifest could make huge or deep (real courses have tens of items). */
export const MAX_SCORM_ITEMS = 1000;
export const MAX_SCORM_ITEM_DEPTH = 16;
/** An item identifier goes into addresses and keys; a longer one is not a real package's. */
const MAX_IDENTIFIER = 200;

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

interface Resource {
  href: string;
  sco: boolean;
}

/**
 * The visible items depth first (an item with isvisible="false" is left out with its children), each with its page
 * when it names a resource with one inside the package. Items without an identifier, or with one already seen, are
 * left out (the CMI key must be unique). Too many items or too deep a tree refuse the manifest.
 */
function itemsOf(top: Node[], resources: Map<string, Resource>): ScormItem[] {
  const items: ScormItem[] = [];
  const seen = new Set<string>();
  const walk = (nodesHere: Node[], level: number) => {
    if (level >= MAX_SCORM_ITEM_DEPTH) throw scormError('badManifest', { detail: 'items nested too deep' });
    for (const item of nodesHere) {
      const identifier = attribute(item, 'identifier');
      if (attribute(item, 'isvisible') === 'false' || !identifier || identifier.length > MAX_IDENTIFIER || seen.has(identifier)) continue;
      if (items.length >= MAX_SCORM_ITEMS) throw scormError('badManifest', { detail: 'too many items' });
      seen.add(identifier);
      const ref = attribute(item, 'identifierref');
      const resource = ref ? resources.get(ref) : undefined;
      const launch = resource ? withParameters(resource.href, attribute(item, 'parameters')) : null;
      const usable = launch !== null && isPackagePath(launch);
      items.push({
        identifier,
        title: text(item.title).slice(0, 300) || identifier,
        level,
        launch: usable ? launch : null,
        sco: usable && Boolean(resource?.sco),
      });
      walk(nodes(item.item), level + 1);
    }
  };
  walk(top, 0);
  return items;
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

/** xml:base of the resources and of the resource, joined before the href (both optional), and whether it is a SCO. */
function resourcesOf(manifest: Node): Map<string, Resource> {
  const resourcesNode = nodes(manifest.resources)[0] ?? {};
  const base = attribute(resourcesNode, 'base');
  const resources = new Map<string, Resource>();
  for (const resource of nodes(resourcesNode.resource)) {
    const identifier = attribute(resource, 'identifier');
    const href = attribute(resource, 'href');
    // 1.2 writes adlcp:scormtype, 2004 adlcp:scormType.
    const type = (attribute(resource, 'scormtype') || attribute(resource, 'scormType')).toLowerCase();
    if (identifier && href) resources.set(identifier, { href: `${base}${attribute(resource, 'base')}${href}`, sco: type === 'sco' });
  }
  return resources;
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
  const resources = resourcesOf(manifest);

  const organizationsNode = nodes(manifest.organizations)[0] ?? {};
  const organizations = nodes(organizationsNode.organization);
  const defaultId = attribute(organizationsNode, 'default');
  const organization = organizations.find((candidate) => attribute(candidate, 'identifier') === defaultId) ?? organizations[0];
  let items = organization ? itemsOf(nodes(organization.item), resources) : [];
  // A package without organizations (a 2004 resource package) starts at its first resource with a page.
  if (!items.some((item) => item.launch)) {
    const [identifier, resource] = [...resources.entries()][0] ?? [];
    if (!identifier || !resource || !isPackagePath(resource.href)) throw scormError('noLaunch');
    items = [{ identifier, title: identifier, level: 0, launch: resource.href, sco: resource.sco }];
  }
  // A package that marks no SCO still reports through its pages: every page counts.
  if (!items.some((item) => item.sco)) items = items.map((item) => ({ ...item, sco: item.launch !== null }));
  const first = items.find((item) => item.launch)!;

  const title = (organization && text(organization.title)) || first.title;
  return { version, launch: first.launch!, title: title.slice(0, 300), items };
}

/** The items that open a page, in the player's order (the first is where a new learner starts). */
export const launchableItems = (items: readonly ScormItem[]) => items.filter((item) => item.launch !== null);
