/**
 * A page's share picture (Open Graph / Twitter card): a 1200x630 card with the page's title, drawn as SVG
 * here and turned into PNG by the gateway (GET /share-picture.png?path=<page path>), which takes the title from the
 * page itself, so the picture says nothing the page does not.
 */
export const SHARE_PICTURE_WIDTH = 1200;
export const SHARE_PICTURE_HEIGHT = 630;
export const SHARE_PICTURE_ROUTE = '/share-picture.png';
/** The pages a share picture may be drawn for: a site path of ordinary characters (no query, no dots-only segments). */
export const SHARE_PATH_PATTERN = '^/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*/?)*$';

export const sharePicturePath = (pagePath: string) => `${SHARE_PICTURE_ROUTE}?path=${encodeURIComponent(pagePath)}`;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The title in lines of at most `width` characters, at most `max` lines (the last one cut with an ellipsis). */
export function wrapTitle(title: string, width = 24, max = 3): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word.length > width ? `${word.slice(0, width - 1)}…` : word);
  }
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1]!.slice(0, width - 1)}…`;
  return kept;
}

/** The card: the brand's deep blue with a soft pattern, the site's name, the page's title and the site's host. */
export function sharePictureSvg({ title, site, host }: { title: string; site: string; host: string }): string {
  const lines = wrapTitle(title);
  const text = lines.map((line, index) => `<tspan x="96" dy="${index === 0 ? 0 : 84}">${escapeXml(line)}</tspan>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_PICTURE_WIDTH}" height="${SHARE_PICTURE_HEIGHT}" viewBox="0 0 ${SHARE_PICTURE_WIDTH} ${SHARE_PICTURE_HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1646a8"/><stop offset="1" stop-color="#0f2451"/></linearGradient>
<pattern id="p" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="2.5" fill="#fff" fill-opacity=".08"/></pattern></defs>
<rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" fill="url(#p)"/>
<circle cx="1080" cy="560" r="220" fill="#ffb020" fill-opacity=".9"/><circle cx="1130" cy="90" r="120" fill="#5e92f3" fill-opacity=".35"/>
<text x="96" y="128" font-family="sans-serif" font-size="44" font-weight="800" fill="#fff">${escapeXml(site)}<tspan fill="#ffb020">.</tspan></text>
<text x="96" y="${lines.length > 2 ? 250 : 300}" font-family="sans-serif" font-size="68" font-weight="700" fill="#fff">${text}</text>
<text x="96" y="560" font-family="sans-serif" font-size="30" fill="#dfe7f7">${escapeXml(host)}</text>
</svg>
`;
}
