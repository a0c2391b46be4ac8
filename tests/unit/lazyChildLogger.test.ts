import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLogger, loggerOptions } from '../../server/src/platform/logging';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino(loggerOptions('info'), stream), lines };
}

describe("a request's lazy logger", () => {
  it('makes no pino child for a request that never logs', () => {
    const { logger } = capture();
    const child = vi.spyOn(logger, 'child');
    const lazy = lazyChildLogger(logger, { requestId: 'req-1' }, {});
    expect(typeof lazy.info).toBe('function');
    expect(lazy.level).toBe('info');
    expect(child).not.toHaveBeenCalled();
  });

  it('writes its lines with the request id, personal data redacted, through one child', async () => {
    const { logger, lines } = capture();
    const child = vi.spyOn(logger, 'child');
    const lazy = lazyChildLogger(logger, { requestId: 'req-2' }, {});
    lazy.error({ email: 'asesi@example.test' }, 'first');
    lazy.warn('second');
    lazy.debug('below the level');
    await new Promise((resolve) => setImmediate(resolve));
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map(({ requestId, msg, email }) => ({ requestId, msg, email }))).toEqual([
      { requestId: 'req-2', msg: 'first', email: '[redacted]' },
      { requestId: 'req-2', msg: 'second', email: undefined },
    ]);
  });
});
