import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/src/config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'bisa-config-'));

describe('gateway configuration', () => {
  it('runs with no configuration at all on development defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: dir,
      databaseUrl: undefined,
      apiKey: 'bisa-dev-api-key',
      production: false,
      seedDemo: true,
      smtpUrl: undefined,
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('insists on API_KEY and SMTP_URL in production, and seeds no demo data there unless asked', () => {
    const dir = dataDir();
    expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', SMTP_URL: 'smtp://mail' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', API_KEY: 'k' })).toThrow(/SMTP_URL/);
    const production = loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', API_KEY: 'k', SMTP_URL: 'smtp://mail' });
    expect(production.seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', API_KEY: 'k', SMTP_URL: 'smtp://mail', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('refuses malformed numbers and short secrets with a clear message', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow('PORT must be a non-negative integer, got "eighty"');
    expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'short' })).toThrow(/at least 32/);
  });
});
