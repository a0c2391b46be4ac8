// Starts a gateway for the end-to-end suite on a fresh embedded database, so every run begins from the seed: the
// production build (dist/gateway, which `npm run test:e2e` builds with the apps), as `npm start` runs it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GATEWAY_NODE_FLAGS } from './gatewayNodeFlags.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'bisa-e2e-'));
const child = spawn(process.execPath, [...GATEWAY_NODE_FLAGS, 'dist/gateway/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    // Every test logs in from 127.0.0.1; the per-address limit would otherwise count the whole suite.
    RATE_LIMIT_LOGIN_PER_IP: process.env.RATE_LIMIT_LOGIN_PER_IP ?? '500',
    // Several specs log in as the same demo account within a minute; the per-address limit is tested in integration.
    RATE_LIMIT_LOGIN_PER_EMAIL: process.env.RATE_LIMIT_LOGIN_PER_EMAIL ?? '100',
    RATE_LIMIT_ACCOUNT_PER_IP: process.env.RATE_LIMIT_ACCOUNT_PER_IP ?? '500',
    // The page sweeps load each member page afresh, one connection to the hub each: 22 of the operator's pages in
    // about 15 s. A person's member area keeps one connection across its pages; the limit is tested in integration.
    HUB_NEGOTIATE_PER_ACCOUNT: process.env.HUB_NEGOTIATE_PER_ACCOUNT ?? '300',
    // The forms solve the captcha in the browser: a small counter keeps each solve short (captcha.test.ts checks the rest).
    CAPTCHA_MAX_COUNTER: process.env.CAPTCHA_MAX_COUNTER ?? '1000',
  },
});

const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
