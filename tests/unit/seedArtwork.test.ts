import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PORTRAITS_FILE, portraitsText } from '../../scripts/portraitDrawing';
import { PORTRAIT_NAMES } from '../../server/src/db/artwork/portraitNames';
import { coverArt, logoArt, personArt, sceneArt } from '../../server/src/db/seedArtwork';
import { contentSeed } from '../../server/src/db/seedContent';

describe('the seeded artwork', () => {
  it('draws the same picture for the same seed and another for another seed', () => {
    expect(personArt('Siti Rahmawati')).toBe(personArt('Siti Rahmawati'));
    expect(personArt('Siti Rahmawati')).not.toBe(personArt('Yoga Firmansyah'));
    expect(sceneArt('city', 'a')).not.toBe(sceneArt('city', 'b'));
    expect(coverArt('Welding', 'x')).not.toBe(coverArt('Forklift', 'x'));
  });

  it('keeps the drawn portraits as DiceBear draws them, so the seed needs no drawing library', () => {
    expect(readFileSync(PORTRAITS_FILE, 'utf8')).toBe(portraitsText());
  });

  it('gives each person of the demo content their own drawn face, and any other name one of them', () => {
    const faces = JSON.parse(readFileSync(PORTRAITS_FILE, 'utf8')) as { faces: Record<string, string> };
    expect(Object.keys(faces.faces)).toEqual([...PORTRAIT_NAMES]);
    for (const name of PORTRAIT_NAMES) expect(personArt(name)).toContain(faces.faces[name]);
    const stranger = personArt('Someone Not In The Demo');
    expect(Object.values(faces.faces).filter((face) => stranger.includes(face))).toHaveLength(1);
  });

  it('labels each picture and puts a partner’s name into its logo', () => {
    expect(personArt('Nur Aisyah')).toContain('aria-label="Nur Aisyah"');
    expect(logoArt('PT Astra Otoparts')).toContain('>PT Astra<');
  });

  it('gives every seeded picture of one kind its own drawing (no shared tile)', () => {
    const media = contentSeed(new Date('2026-01-01T00:00:00Z')).media;
    for (const prefix of ['news-', 'partner-', 'alumni-', 'service-']) {
      const pictures = Object.entries(media).filter(([name]) => name.startsWith(prefix) && !name.includes('collab'));
      expect(pictures.length, prefix).toBeGreaterThan(1);
      expect(new Set(pictures.map(([, svg]) => svg)).size, prefix).toBe(pictures.length);
    }
  });

  it('draws SVG that a renderer reads at its declared size', async () => {
    for (const svg of [
      personArt('A'),
      sceneArt('harbour', 'b', 600, 400),
      logoArt('Universitas Hasanuddin'),
      coverArt('Data Analysis', 'c', 800, 450),
    ]) {
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect(meta.format).toBe('svg');
      expect(meta.width).toBeGreaterThan(0);
    }
  });
});
