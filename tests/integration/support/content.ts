import { contentSeed, seedContent } from '../../../server/src/db/seedContent';
import { mediaDir, writeMedia } from '../../../server/src/platform/media';
import type { TestApp } from './testApp';

/** Seeds the public site's content and writes its pictures, as the gateway's start does. */
export async function seedSiteContent(t: TestApp, now = new Date()) {
  const seed = contentSeed(now);
  await seedContent(t.db, seed);
  await writeMedia(mediaDir(t.config), seed.media);
  return seed;
}
