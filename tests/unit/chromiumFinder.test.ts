import { describe, expect, it } from 'vitest';
import { ensureChromium, findChromium, INSTALL_HINT, type Machine } from '../../scripts/chromium.mjs';

/** A machine described by what exists on it; `run` records the commands and may "install" a browser. */
function fakeMachine(options: {
  env?: Record<string, string>;
  files?: string[];
  path?: Record<string, string>;
  playwright?: string;
  root?: boolean;
  installs?: Record<string, string>;
}) {
  const files = new Set(options.files ?? []);
  const onPath = { ...options.path };
  const commands: string[] = [];
  const m: Machine = {
    env: options.env ?? {},
    exists: (file) => files.has(file),
    onPath: (name) => onPath[name],
    playwrightBrowser: () => options.playwright,
    isRoot: () => options.root ?? false,
    run: (command, args) => {
      const line = [command, ...args].join(' ');
      commands.push(line);
      const key = Object.keys(options.installs ?? {}).find((prefix) => line.startsWith(prefix));
      if (!key) return false;
      const installed = options.installs![key]!;
      files.add(installed);
      if (installed.startsWith('/usr/bin/')) onPath[installed.slice('/usr/bin/'.length)] = installed;
      return true;
    },
  };
  return { m, commands };
}

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first, but only when it exists', () => {
    const { m } = fakeMachine({ env: { CHROMIUM_PATH: '/opt/chrome' }, files: ['/opt/chrome'], path: { chromium: '/usr/bin/chromium' } });
    expect(findChromium(m)).toEqual({ path: '/opt/chrome', source: 'CHROMIUM_PATH' });
    const { m: missing } = fakeMachine({ env: { CHROMIUM_PATH: '/nope' }, path: { chromium: '/usr/bin/chromium' } });
    expect(findChromium(missing)).toEqual({ path: '/usr/bin/chromium', source: 'PATH' });
  });

  it('looks for chromium-headless-shell, chromium, chromium-browser and google-chrome on the PATH, in that order', () => {
    const both = { 'chromium-headless-shell': '/usr/bin/chromium-headless-shell', chromium: '/usr/bin/chromium' };
    expect(findChromium(fakeMachine({ path: both }).m)?.path).toBe('/usr/bin/chromium-headless-shell');
    expect(findChromium(fakeMachine({ path: { chromium: '/c', 'chromium-browser': '/a' } }).m)?.path).toBe('/c');
    expect(findChromium(fakeMachine({ path: { 'chromium-browser': '/a', 'google-chrome': '/b' } }).m)?.path).toBe('/a');
    expect(findChromium(fakeMachine({ path: { 'google-chrome': '/b' } }).m)?.path).toBe('/b');
  });

  it("falls back to Playwright's own browser when it has been downloaded", () => {
    const managed = '/root/.cache/ms-playwright/chromium/chrome';
    expect(findChromium(fakeMachine({ playwright: managed, files: [managed] }).m)).toEqual({ path: managed, source: 'Playwright' });
    expect(findChromium(fakeMachine({ playwright: managed }).m)).toBeUndefined();
  });
});

describe('ensureChromium', () => {
  it('installs nothing when a browser is there', () => {
    const { m, commands } = fakeMachine({ path: { chromium: '/usr/bin/chromium' } });
    expect(ensureChromium(m)).toMatchObject({ ok: true, path: '/usr/bin/chromium' });
    expect(commands).toEqual([]);
  });

  it("uses Playwright's download where it works", () => {
    const managed = '/cache/chrome';
    const { m, commands } = fakeMachine({ playwright: managed, installs: { 'npx playwright install chromium': managed } });
    expect(ensureChromium(m)).toMatchObject({ ok: true, path: managed, installed: 'playwright' });
    expect(commands).toEqual(['npx playwright install chromium']);
  });

  it("installs Debian's Chromium headless shell as root with apt when the download fails", () => {
    const shell = '/usr/bin/chromium-headless-shell';
    const { m, commands } = fakeMachine({ root: true, path: { 'apt-get': '/usr/bin/apt-get' }, installs: { 'sh -c': shell } });
    expect(ensureChromium(m)).toMatchObject({ ok: true, path: shell, installed: 'apt' });
    expect(commands).toHaveLength(2);
    expect(commands[1]).toContain('apt-get install -y -qq chromium-headless-shell >');
  });

  it('stops with the one command to run when it cannot install', () => {
    const notRoot = fakeMachine({ path: { 'apt-get': '/usr/bin/apt-get' } });
    expect(ensureChromium(notRoot.m)).toEqual({ ok: false, message: INSTALL_HINT });
    expect(notRoot.commands).toEqual(['npx playwright install chromium']);
    const noApt = fakeMachine({ root: true });
    expect(ensureChromium(noApt.m)).toEqual({ ok: false, message: INSTALL_HINT });
    expect(INSTALL_HINT).toContain('npx playwright install chromium');
  });
});
