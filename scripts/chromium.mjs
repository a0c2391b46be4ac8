// Finds the Chromium the end-to-end tests drive, and installs one when there is none. Used by
// playwright.config.ts (which browser), by `npm run test:e2e` through ensure-chromium.mjs, and by .ci/run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// The headless shell first: the same engine without the full browser's window machinery. The same 56 tests (the
// shell, the public sweep, the member menus) took 354 s in Debian's chromium-headless-shell against 514 s in its
// chromium, on this project's 2-core machine (docs/testing.md).
const BROWSERS_ON_PATH = ['chromium-headless-shell', 'chromium', 'chromium-browser', 'google-chrome'];
export const INSTALL_HINT =
  'No Chromium for the end-to-end tests. Install one and run npm test again: `npx playwright install chromium`, or as root on Debian or Ubuntu `apt-get install -y chromium-headless-shell`, or set CHROMIUM_PATH to a Chromium or Chrome executable.';

/** The real machine: the environment, the file system, the PATH and Playwright's own browser cache. */
export function machine() {
  return {
    env: process.env,
    exists: (file) => existsSync(file),
    onPath: (name) => {
      for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
        const file = path.join(dir, name);
        if (dir && existsSync(file)) return file;
      }
      return undefined;
    },
    playwrightBrowser: () => {
      try {
        const require = createRequire(import.meta.url);
        return require('playwright-core').chromium.executablePath();
      } catch {
        return undefined;
      }
    },
    isRoot: () => process.getuid?.() === 0,
    run: (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status === 0,
  };
}

/**
 * The first usable browser, in this order: CHROMIUM_PATH (only when it exists), a chromium-headless-shell, chromium,
 * chromium-browser or google-chrome on the PATH, the Chromium Playwright manages. Undefined when there is none.
 */
export function findChromium(m = machine()) {
  const given = m.env.CHROMIUM_PATH;
  if (given && m.exists(given)) return { path: given, source: 'CHROMIUM_PATH' };
  for (const name of BROWSERS_ON_PATH) {
    const file = m.onPath(name);
    if (file) return { path: file, source: 'PATH' };
  }
  const managed = m.playwrightBrowser();
  if (managed && m.exists(managed)) return { path: managed, source: 'Playwright' };
  return undefined;
}

/**
 * A browser, installed the way this machine allows when none is found: Playwright's download, else Debian's
 * headless shell as root with apt. Returns the browser, or the message naming the one command to run.
 */
export function ensureChromium(m = machine()) {
  const found = findChromium(m);
  if (found) return { ok: true, ...found };
  if (m.run('npx', ['playwright', 'install', 'chromium'])) {
    const installed = findChromium(m);
    if (installed) return { ok: true, ...installed, installed: 'playwright' };
  }
  if (m.isRoot() && m.onPath('apt-get')) {
    const env = 'DEBIAN_FRONTEND=noninteractive';
    if (m.run('sh', ['-c', `${env} apt-get update -qq && ${env} apt-get install -y -qq chromium-headless-shell >/dev/null`])) {
      const installed = findChromium(m);
      if (installed) return { ok: true, ...installed, installed: 'apt' };
    }
  }
  return { ok: false, message: INSTALL_HINT };
}

/** For playwright.config.ts: the browser found, or the path the message above will have asked for. */
export function chromiumPath() {
  return findChromium()?.path ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}
