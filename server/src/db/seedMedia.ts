/** The seeded content's pictures: flat generated SVG illustrations, real files once written (platform/media.ts). */
const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A flat illustration: a gradient in the brand's blues turned by `hue`, a circle, and a label. */
export function svgImage(label: string, hue: number, width = 800, height = 450): string {
  const h2 = (hue + 40) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${h2} 70% 30%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${Math.round(width * 0.8)}" cy="${Math.round(height * 0.25)}" r="${Math.round(height * 0.35)}" fill="#fff" fill-opacity=".12"/>
<text x="50%" y="55%" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(height / 9)}" font-weight="700" fill="#fff">${escapeXml(label)}</text>
</svg>
`;
}
