import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { DEV_API_KEY } from '@core/config/apiKey';
import { buildApp } from '../../../server/src/app';
import { loadConfig, type Config } from '../../../server/src/config';
import { openDatabase, type Db } from '../../../server/src/db/connect';
import { copyOfTemplate, dropDatabase, serverUrlFor } from './serverDatabases';

export type DatabaseKind = 'pglite' | 'postgres';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The PostgreSQL server's URL of this gateway's database (undefined on PGlite), for a second instance on it. */
  databaseUrl?: string;
  config: Config;
  close(): Promise<void>;
}

/** A gateway on its own database: a clone of the migrated PGlite template, or a copy of the template database on the PostgreSQL server. */
export async function createTestApp(kind: DatabaseKind, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  // A data folder of its own unless the test gives one: files one test stores (uploads, learning files) are not
  // another's, and go with the gateway.
  const ownDataDir = env.DATA_DIR ? undefined : mkdtempSync(path.join(tmpdir(), 'bisa-test-'));
  const config = loadConfig({
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    DATA_DIR: ownDataDir,
    PUBLIC_URL: 'http://bisa.test',
    // The captcha has its own tests (captcha.test.ts); elsewhere it would only add a solve to every form post.
    CAPTCHA: 'off',
    ...env,
  });
  let database: string | undefined;
  let handle;
  if (kind === 'postgres') {
    database = await copyOfTemplate(inject('postgresTemplate'));
    handle = await openDatabase({ databaseUrl: serverUrlFor(database) });
  } else {
    handle = await openDatabase({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
  }
  const release = async () => {
    await handle.close();
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    if (database) await dropDatabase(database);
  };
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, db: handle.db });
    await app.ready();
  } catch (error) {
    // A gateway that refuses to start (a test of a bad configuration) must not leave its schema behind.
    await release();
    throw error;
  }
  return {
    app,
    db: handle.db,
    databaseUrl: database && serverUrlFor(database),
    config,
    async close() {
      await app.close();
      await release();
    },
  };
}

export interface CallOptions {
  token?: string;
  lang?: 'id' | 'en';
  apiKey?: string | null;
  headers?: Record<string, string>;
}

export interface Envelope<T = unknown> {
  statusCode: number;
  message: string;
  data: T;
  errors?: Record<string, string>;
}

/** Calls the gateway the way the apps do: API key, JSON, optional bearer token and language. */
export function client(app: FastifyInstance) {
  const call = async <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, options: CallOptions = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.apiKey !== null) headers['x-api-key'] = options.apiKey ?? DEV_API_KEY;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.lang) headers['accept-language'] = options.lang;
    const response: LightMyRequestResponse = await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
    return { status: response.statusCode, headers: response.headers, body: response.json<Envelope<T>>() };
  };
  return {
    get: <T = unknown>(url: string, options?: CallOptions) => call<T>('GET', url, undefined, options),
    post: <T = unknown>(url: string, body?: unknown, options?: CallOptions) => call<T>('POST', url, body, options),
    put: <T = unknown>(url: string, body?: unknown, options?: CallOptions) => call<T>('PUT', url, body, options),
    delete: <T = unknown>(url: string, options?: CallOptions) => call<T>('DELETE', url, undefined, options),
  };
}
