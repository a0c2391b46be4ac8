/**
 * The demo content's portraits (DiceBear's "Notionists" style, CC0 1.0, design by Zoish), drawn for
 * server/src/db/artwork/portraits.json by `npm run draw-portraits`; tests/unit/seedArtwork.test.ts checks the file
 * is what this draws. The drawing library is a development dependency: the seed reads the file.
 */
import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import { PORTRAIT_NAMES, type Portraits } from '../server/src/db/artwork/portraitNames';
import { fromProjectRoot } from '../server/src/projectRoot';

export const PORTRAITS_FILE = fromProjectRoot('server/src/db/artwork/portraits.json');

/**
 * Each face without its own background (the seed paints one per use) and without its outer element, whose attributes
 * (the viewBox, `fill="none"`) are kept once for all.
 */
export function drawPortraits(): Portraits {
  let attributes = '';
  const faces: Record<string, string> = {};
  for (const name of PORTRAIT_NAMES) {
    const svg = createAvatar(notionists, { seed: name }).toString();
    const outer = /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg);
    if (!outer || !/viewBox="0 0 \d+ \d+"/.test(outer[1]!)) throw new Error(`DiceBear's picture for ${name} is not one <svg> element with a viewBox`);
    attributes = outer[1]!.trim();
    faces[name] = outer[2]!;
  }
  return { attributes, faces };
}

/** The file's text: the drawing as indented JSON. */
export const portraitsText = () => `${JSON.stringify(drawPortraits(), null, 1)}\n`;
