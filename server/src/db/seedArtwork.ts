import type { Portraits } from './artwork/portraitNames';
import portraitFile from './artwork/portraits.json';

/**
 * The seeded content's artwork, generated per item so no two pictures are the same tile: people (DiceBear's
 * "Notionists" style, CC0 1.0, drawn once into artwork/portraits.json by `npm run draw-portraits`), places (hand-drawn SVG scenes: a city, a workshop, a classroom, a harbour), partner
 * logos (a mark and a word mark) and covers (a pattern with a trade's pictogram). Everything is deterministic: the
 * same seed draws the same picture, so a restart rewrites nothing (platform/media.ts writes changed files only).
 */

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The brand's palette (packages/core/src/theme/tokens.ts's blues, with warm accents) the artwork draws from. */
const PALETTE = {
  ink: '#0f2451',
  blues: ['#1e5bd7', '#3b7bf0', '#1646a8', '#5e92f3'],
  tints: ['#eaf0fc', '#e6f4f1', '#fdf1e3', '#f3ecfb', '#fde9ec'],
  warm: ['#ffb020', '#f26b4f', '#2bb673', '#8a5cf6', '#12a4c9'],
} as const;

/** A small seeded generator (mulberry32 over a string hash): one seed, one sequence. */
export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (random: () => number, min: number, max: number) => Math.round(min + random() * (max - min));

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>\n`;
}

const portraits: Portraits = portraitFile;
const PORTRAIT_NAMES = Object.keys(portraits.faces);
const [portraitWidth, portraitHeight] = /viewBox="0 0 (\d+) (\d+)"/.exec(portraits.attributes)!.slice(1).map(Number) as [number, number];

/**
 * A face on a background colour as a nested <svg> (its own viewBox, placed and sized by `frame`): the drawn face of
 * that name, or for any other name one of the drawn faces chosen by the name, so a name always gets the same face.
 */
function portrait(name: string, background: string, frame: string): string {
  const face = portraits.faces[name] ?? portraits.faces[pick(seededRandom(name), PORTRAIT_NAMES)]!;
  return `<svg ${frame} ${portraits.attributes}><rect width="${portraitWidth}" height="${portraitHeight}" fill="${background}"/>${face}</svg>`;
}

/** A person's portrait: a Notionists character on a soft background, the same face for the same name. */
export function personArt(name: string, size = 400): string {
  const background = pick(seededRandom(name), PALETTE.tints);
  const frame = `xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" role="img" aria-label="${escapeXml(name)}"`;
  return `${portrait(name, background, frame)}\n`;
}

export type SceneKind = 'city' | 'workshop' | 'classroom' | 'harbour';

/** A place: sky, sun, hills and the scene's own foreground, coloured and laid out by the seed. */
export function sceneArt(kind: SceneKind, seed: string, width = 800, height = 450): string {
  const random = seededRandom(`${kind}:${seed}`);
  const sky = pick(random, PALETTE.tints);
  const accent = pick(random, PALETTE.warm);
  const ground = height * 0.78;
  const hills = `<path d="M0 ${ground} Q ${width * 0.25} ${height * 0.5} ${width * 0.5} ${ground - 20} T ${width} ${ground - 40} V ${height} H 0 Z" fill="${PALETTE.blues[3]}" fill-opacity=".25"/>`;
  const sun = `<circle cx="${between(random, width * 0.55, width * 0.9)}" cy="${height * 0.22}" r="${height * 0.12}" fill="${accent}" fill-opacity=".85"/>`;
  const floor = `<rect y="${ground}" width="${width}" height="${height - ground}" fill="${PALETTE.ink}" fill-opacity=".08"/>`;
  const body = { city: cityScene, workshop: workshopScene, classroom: classroomScene, harbour: harbourScene }[kind](
    random,
    width,
    height,
    ground,
    accent,
  );
  return svg(width, height, kind, `<rect width="100%" height="100%" fill="${sky}"/>${sun}${hills}${floor}${body}`);
}

type Scene = (random: () => number, width: number, height: number, ground: number, accent: string) => string;

const cityScene: Scene = (random, width, height, ground) => {
  const parts: string[] = [];
  for (let x = width * 0.04; x < width * 0.96;) {
    const w = between(random, width * 0.07, width * 0.13);
    const h = between(random, height * 0.25, height * 0.6);
    const fill = pick(random, PALETTE.blues);
    parts.push(`<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" rx="4" fill="${fill}"/>`);
    for (let wy = ground - h + 14; wy < ground - 18; wy += 22)
      for (let wx = x + 10; wx < x + w - 14; wx += 18) parts.push(`<rect x="${wx}" y="${wy}" width="8" height="10" fill="#fff" fill-opacity=".55"/>`);
    x += w + between(random, 6, 18);
  }
  return parts.join('');
};

const workshopScene: Scene = (random, width, height, ground, accent) => {
  const left = width * 0.12;
  const w = width * 0.62;
  const h = height * 0.36;
  const teeth = 4;
  const roof = Array.from({ length: teeth }, (_, i) => {
    const x = left + (w / teeth) * i;
    return `L ${x} ${ground - h - 40} L ${x + w / teeth} ${ground - h}`;
  }).join(' ');
  const gear = (cx: number, cy: number, r: number) =>
    `<g fill="${accent}"><circle cx="${cx}" cy="${cy}" r="${r}"/>${Array.from({ length: 8 }, (_, i) => `<rect x="${cx - r * 0.18}" y="${cy - r * 1.35}" width="${r * 0.36}" height="${r * 0.5}" transform="rotate(${i * 45} ${cx} ${cy})"/>`).join('')}<circle cx="${cx}" cy="${cy}" r="${r * 0.4}" fill="#fff"/></g>`;
  return [
    `<rect x="${left + w * 0.8}" y="${ground - h - 90}" width="26" height="90" fill="${PALETTE.ink}" fill-opacity=".7"/>`,
    `<path d="M ${left} ${ground - h} ${roof} V ${ground} H ${left} Z" fill="${pick(random, PALETTE.blues)}"/>`,
    `<rect x="${left + w * 0.1}" y="${ground - h * 0.55}" width="${w * 0.22}" height="${h * 0.55}" fill="#fff" fill-opacity=".8"/>`,
    `<rect x="${left + w * 0.45}" y="${ground - h * 0.7}" width="${w * 0.4}" height="${h * 0.3}" rx="6" fill="#fff" fill-opacity=".5"/>`,
    gear(width * 0.85, ground - height * 0.16, height * 0.08),
  ].join('');
};

const classroomScene: Scene = (random, width, height, ground, accent) => {
  const bars = Array.from({ length: 5 }, (_, i) => {
    const h = between(random, height * 0.05, height * 0.2);
    return `<rect x="${width * 0.2 + i * width * 0.06}" y="${height * 0.42 - h}" width="${width * 0.04}" height="${h}" fill="${i % 2 ? accent : '#fff'}"/>`;
  }).join('');
  return [
    `<rect x="${width * 0.14}" y="${height * 0.12}" width="${width * 0.46}" height="${height * 0.38}" rx="10" fill="${PALETTE.ink}"/>`,
    bars,
    `<rect x="${width * 0.08}" y="${ground - 60}" width="${width * 0.84}" height="14" rx="7" fill="${pick(random, PALETTE.blues)}"/>`,
    `<rect x="${width * 0.62}" y="${ground - 110}" width="${width * 0.18}" height="50" rx="6" fill="${PALETTE.ink}" fill-opacity=".85"/>`,
    `<rect x="${width * 0.6}" y="${ground - 62}" width="${width * 0.22}" height="6" rx="3" fill="${PALETTE.ink}"/>`,
    `<circle cx="${width * 0.3}" cy="${ground - 95}" r="24" fill="${accent}"/>`,
    `<rect x="${width * 0.3 - 30}" y="${ground - 70}" width="60" height="20" rx="10" fill="${accent}"/>`,
  ].join('');
};

const harbourScene: Scene = (random, width, height, ground, accent) => {
  const containers = Array.from({ length: 6 }, (_, i) => {
    const row = i < 3 ? 0 : 1;
    return `<rect x="${width * 0.08 + (i % 3) * width * 0.12}" y="${ground - 34 - row * 34}" width="${width * 0.11}" height="30" rx="2" fill="${pick(random, [...PALETTE.warm, ...PALETTE.blues])}"/>`;
  }).join('');
  const crane = `<path d="M ${width * 0.62} ${ground} V ${height * 0.2} H ${width * 0.9} M ${width * 0.62} ${height * 0.3} L ${width * 0.7} ${height * 0.2} M ${width * 0.84} ${height * 0.2} V ${height * 0.45}" stroke="${PALETTE.ink}" stroke-width="8" fill="none"/>`;
  const waves = `<path d="M0 ${ground + 20} q 20 -10 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0" stroke="${PALETTE.blues[0]}" stroke-width="4" fill="none"/>`;
  return `${containers}${crane}<rect x="${width * 0.82}" y="${height * 0.45}" width="40" height="22" fill="${accent}"/>${waves}`;
};

/** A partner's logo: a geometric mark in the partner's colour beside its name, on white. */
export function logoArt(name: string, width = 600, height = 300): string {
  const random = seededRandom(name);
  const colour = pick(random, [...PALETTE.blues, ...PALETTE.warm.slice(1)]);
  const size = height * 0.42;
  const cx = width * 0.17;
  const cy = height / 2;
  const marks = [
    `<circle cx="${cx}" cy="${cy}" r="${size / 2}" fill="${colour}"/><circle cx="${cx + size * 0.18}" cy="${cy - size * 0.1}" r="${size / 4}" fill="#fff"/>`,
    `<rect x="${cx - size / 2}" y="${cy - size / 2}" width="${size}" height="${size}" rx="${size / 5}" fill="${colour}" transform="rotate(45 ${cx} ${cy})"/>`,
    `<path d="M ${cx - size / 2} ${cy + size / 2} L ${cx} ${cy - size / 2} L ${cx + size / 2} ${cy + size / 2} Z" fill="${colour}"/><path d="M ${cx - size / 4} ${cy + size / 2} L ${cx} ${cy} L ${cx + size / 4} ${cy + size / 2} Z" fill="#fff"/>`,
    `<rect x="${cx - size / 2}" y="${cy - size / 2}" width="${size * 0.45}" height="${size}" rx="6" fill="${colour}"/><rect x="${cx + size * 0.05}" y="${cy - size / 2}" width="${size * 0.45}" height="${size * 0.6}" rx="6" fill="${colour}" fill-opacity=".6"/>`,
  ];
  // Long names break into two lines of the word mark.
  const words = name.split(' ');
  const half = Math.ceil(words.length / 2);
  const lines = words.length > 2 ? [words.slice(0, half).join(' '), words.slice(half).join(' ')] : [name];
  const fontSize = Math.min(height * 0.14, (width * 0.62) / Math.max(...lines.map((line) => line.length)) / 0.55);
  const text = lines
    .map(
      (line, i) =>
        `<text x="${width * 0.32}" y="${cy + (i - (lines.length - 1) / 2) * fontSize * 1.2 + fontSize * 0.35}" font-family="sans-serif" font-size="${fontSize.toFixed(1)}" font-weight="700" fill="${PALETTE.ink}">${escapeXml(line)}</text>`,
    )
    .join('');
  return svg(width, height, name, `<rect width="100%" height="100%" fill="#fff"/>${pick(random, marks)}${text}`);
}

/** Pictograms for covers, drawn on a 100-unit grid, chosen from the title's words when one fits. */
const PICTOGRAMS: { words: RegExp; path: string }[] = [
  { words: /\blas\b|weld|flame/i, path: 'M50 10 C70 35 78 48 74 64 A24 24 0 0 1 26 64 C22 48 38 38 44 22 C48 36 56 40 58 46 C62 36 58 22 50 10 Z' },
  { words: /listrik|electric|bolt|kendaraan listrik/i, path: 'M56 8 L22 56 H46 L40 92 L78 40 H54 Z' },
  {
    words: /forklift|logistik|logistics|armada|fleet|truck/i,
    path: 'M8 30 H60 V70 H8 Z M60 44 H80 L92 58 V70 H60 Z M22 70 A9 9 0 1 0 22.1 70 Z M76 70 A9 9 0 1 0 76.1 70 Z',
  },
  {
    words: /barista|masak|cook|kafe|hotel/i,
    path: 'M18 34 H70 V62 A22 22 0 0 1 48 84 H40 A22 22 0 0 1 18 62 Z M70 40 H80 A10 10 0 0 1 80 60 H70 Z M30 10 Q36 18 30 26 M44 10 Q50 18 44 26 M58 10 Q64 18 58 26',
  },
  { words: /digital|marketing|data|komputer|computer/i, path: 'M14 18 H86 V66 H14 Z M6 74 H94 L88 84 H12 Z' },
  {
    words: /sertifikasi|certif|kompetensi|competency|asesor|assessor/i,
    path: 'M16 12 H84 V70 H16 Z M30 28 H70 M30 40 H62 M50 62 A14 14 0 1 0 50.1 62 Z M40 74 L36 94 L50 86 L64 94 L60 74',
  },
  { words: /karier|career|lowongan|vacanc|kerja|job|cv/i, path: 'M10 32 H90 V84 H10 Z M36 32 V20 H64 V32 M10 52 H90' },
  {
    words: /manufaktur|manufactur|produksi|production|operator|lean|otomotif|automotive|perawatan|maintenance/i,
    path: 'M70 10 A20 20 0 0 0 52 38 L14 76 A8 8 0 0 0 26 88 L64 50 A20 20 0 0 0 90 30 L76 36 L66 26 L72 12 Z',
  },
];
const DEFAULT_PICTOGRAM = 'M50 12 L92 32 L50 52 L8 32 Z M24 40 V62 C24 72 76 72 76 62 V40 M88 34 V60';
const pictogramFor = (title: string) => PICTOGRAMS.find((item) => item.words.test(title))?.path ?? DEFAULT_PICTOGRAM;

/** A cover (a program, a news article, a product): a dotted or striped field with a pictogram on a white disc. */
export function coverArt(title: string, seed: string, width = 800, height = 450): string {
  const random = seededRandom(`${seed}:${title}`);
  const base = pick(random, [...PALETTE.blues, '#0e7490', '#4338ca', PALETTE.ink]);
  const accent = pick(random, PALETTE.warm);
  const pictogram = pictogramFor(title);
  const striped = random() < 0.5;
  const pattern = striped
    ? `<pattern id="p" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="10" height="24" fill="#fff" fill-opacity=".07"/></pattern>`
    : `<pattern id="p" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="2.5" fill="#fff" fill-opacity=".16"/></pattern>`;
  const r = height * 0.28;
  const cx = (width * between(random, 55, 70)) / 100;
  const cy = height / 2;
  const scale = (r * 1.2) / 100;
  return svg(
    width,
    height,
    title,
    `<defs>${pattern}</defs><rect width="100%" height="100%" fill="${base}"/><rect width="100%" height="100%" fill="url(#p)"/>` +
      `<circle cx="${width * 0.12}" cy="${height * 0.9}" r="${height * 0.4}" fill="${accent}" fill-opacity=".9"/>` +
      `<circle cx="${width * 0.95}" cy="${height * 0.05}" r="${height * 0.25}" fill="#fff" fill-opacity=".12"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff"/>` +
      `<path d="${pictogram}" transform="translate(${cx - r * 0.6} ${cy - r * 0.6}) scale(${scale.toFixed(3)})" fill="none" stroke="${base}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>`,
  );
}

/** A small round icon (a location pin, a social network's letter) for 24-pixel places. */
export function iconArt(letter: string): string {
  return svg(
    24,
    24,
    letter,
    `<circle cx="12" cy="12" r="12" fill="${PALETTE.blues[0]}"/><text x="12" y="16.5" text-anchor="middle" font-family="sans-serif" font-size="12" font-weight="700" fill="#fff">${escapeXml(letter)}</text>`,
  );
}

/**
 * The home banner's poster: people in front of their city (three portraits on cards, a certificate and a job
 * badge), so the first picture a visitor sees says training, certification and work.
 */
export function heroArt(width = 1280, height = 720): string {
  const card = (name: string, x: number, y: number, size: number, tint: string) => {
    const placed = portrait(name, tint, `x="${x}" y="${y}" width="${size}" height="${size}"`);
    return `<rect x="${x - 10}" y="${y - 10}" width="${size + 20}" height="${size + 20}" rx="28" fill="#fff"/>${placed}`;
  };
  const chip = (x: number, y: number, colour: string, pictogram: string) =>
    `<g transform="translate(${x} ${y})"><rect width="120" height="120" rx="30" fill="#fff"/><rect x="14" y="14" width="92" height="92" rx="22" fill="${colour}"/><path d="${pictogram}" transform="translate(30 30) scale(0.6)" fill="none" stroke="#fff" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/></g>`;
  const city = cityScene(seededRandom('hero'), width, height, height * 0.86, PALETTE.warm[0]);
  return svg(
    width,
    height,
    'BISA',
    `<rect width="100%" height="100%" fill="${PALETTE.tints[0]}"/><circle cx="${width * 0.72}" cy="${height * 0.3}" r="${height * 0.42}" fill="${PALETTE.blues[3]}" fill-opacity=".25"/>` +
      `<g opacity=".35">${city}</g><rect y="${height * 0.86}" width="${width}" height="${height * 0.14}" fill="${PALETTE.blues[0]}" fill-opacity=".15"/>` +
      card('Siti Rahmawati', 140, 250, 300, PALETTE.tints[2]) +
      card('Yoga Firmansyah', 500, 120, 340, PALETTE.tints[1]) +
      card('Nur Aisyah', 900, 260, 280, PALETTE.tints[3]) +
      chip(420, 480, PALETTE.warm[2], pictogramFor('sertifikasi')) +
      chip(820, 520, PALETTE.warm[1], pictogramFor('karier')),
  );
}
