// Before the end-to-end tests: find a Chromium, or install one the way this machine allows, or stop with the one
// command to run. Never skips the tests silently.
import { ensureChromium } from './chromium.mjs';

const result = ensureChromium();
if (!result.ok) {
  console.error(result.message);
  process.exit(1);
}
console.info(`End-to-end tests drive ${result.path} (${result.installed ? `installed now through ${result.installed}` : `found: ${result.source}`})`);
