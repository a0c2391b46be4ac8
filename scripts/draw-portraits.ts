/** Writes server/src/db/artwork/portraits.json from the drawing (scripts/portraitDrawing.ts). */
import { writeFileSync } from 'node:fs';
import { PORTRAITS_FILE, portraitsText } from './portraitDrawing';

writeFileSync(PORTRAITS_FILE, portraitsText());
console.info(`wrote ${PORTRAITS_FILE}`);
