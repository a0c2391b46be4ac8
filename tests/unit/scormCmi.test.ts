import { describe, expect, it } from 'vitest';
import { encodePackagePath, injectBridge, SCORM_CONTENT_SECURITY_POLICY } from '../../server/src/features/learning/media/mediaDelivery';
import { cmiOutcome, cmiValue } from '../../server/src/features/learning/scorm/scormCmi';

/** What a SCORM commit says (1.2 and 2004), and how the gateway prepares a package's pages. */

describe('cmiValue', () => {
  it('reads nested and flattened CMI', () => {
    expect(cmiValue({ cmi: { core: { lesson_status: 'passed' } } }, 'cmi.core.lesson_status')).toBe('passed');
    expect(cmiValue({ 'cmi.core.lesson_status': 'failed' }, 'cmi.core.lesson_status')).toBe('failed');
    expect(cmiValue({ cmi: { core: { score: { raw: 80 } } } }, 'cmi.core.score.raw')).toBe('80');
    expect(cmiValue({ cmi: { core: 'x' } }, 'cmi.core.lesson_status')).toBe('');
    expect(cmiValue(null, 'cmi.core.lesson_status')).toBe('');
  });
});

describe('cmiOutcome', () => {
  const v12 = (lesson_status: string, score: Record<string, string> = {}) => ({ cmi: { core: { lesson_status, score } } });

  it('maps 1.2 lesson_status: passed and completed are done, failed and incomplete are not', () => {
    expect(cmiOutcome('1.2', v12('passed', { raw: '67' }))).toEqual({ completion: 'completed', success: 'passed', score: 67, isDone: true });
    expect(cmiOutcome('1.2', v12('completed'))).toEqual({ completion: 'completed', success: 'unknown', score: null, isDone: true });
    expect(cmiOutcome('1.2', v12('failed', { raw: '33' }))).toMatchObject({ success: 'failed', score: 33, isDone: false });
    expect(cmiOutcome('1.2', v12('incomplete'))).toMatchObject({ completion: 'incomplete', isDone: false });
    expect(cmiOutcome('1.2', v12('browsed'))).toMatchObject({ isDone: false });
    expect(cmiOutcome('1.2', {})).toMatchObject({ completion: 'unknown', success: 'unknown', isDone: false, score: null });
  });

  it('scales a 1.2 raw score by its min and max, and bounds it to 0..100', () => {
    expect(cmiOutcome('1.2', v12('passed', { raw: '8', min: '0', max: '10' })).score).toBe(80);
    expect(cmiOutcome('1.2', v12('passed', { raw: '150' })).score).toBe(100);
    expect(cmiOutcome('1.2', v12('passed', { raw: 'abc' })).score).toBeNull();
  });

  it('reads 2004 completion and success apart, the scaled score first', () => {
    const block = (completion_status: string, success_status: string, score: Record<string, string> = {}) => ({
      cmi: { completion_status, success_status, score },
    });
    expect(cmiOutcome('2004', block('completed', 'passed', { scaled: '0.85', raw: '10' }))).toEqual({
      completion: 'completed',
      success: 'passed',
      score: 85,
      isDone: true,
    });
    expect(cmiOutcome('2004', block('completed', 'unknown'))).toMatchObject({ isDone: true });
    expect(cmiOutcome('2004', block('completed', 'failed', { raw: '40', max: '50' }))).toMatchObject({ isDone: false, score: 80 });
    expect(cmiOutcome('2004', block('incomplete', 'passed'))).toMatchObject({ isDone: true });
    expect(cmiOutcome('2004', block('incomplete', 'unknown'))).toMatchObject({ isDone: false, score: null });
  });
});

describe('the package pages', () => {
  const bridge = '/learning-media/t/__lms__/scorm-bridge.js';
  const tag = `<script src="${bridge}"></script>`;

  it('puts the bridge first in <head>, before any script of the page, keeping its bytes', () => {
    const page = Buffer.from('<!doctype html><html><HEAD lang="x"><script>var a=1</script></HEAD><body>é</body></html>', 'latin1');
    const out = injectBridge(page, bridge).toString('latin1');
    expect(out).toBe(`<!doctype html><html><HEAD lang="x">${tag}<script>var a=1</script></HEAD><body>é</body></html>`);
  });

  it('makes a <head> when the page has none', () => {
    expect(injectBridge(Buffer.from('<html><body>x</body></html>'), bridge).toString()).toBe(`<html><head>${tag}</head><body>x</body></html>`);
    expect(injectBridge(Buffer.from('<!DOCTYPE html><p>x'), bridge).toString()).toBe(`<!DOCTYPE html><head>${tag}</head><p>x`);
    expect(injectBridge(Buffer.from('<p>x'), bridge).toString()).toBe(`<head>${tag}</head><p>x`);
  });

  it('sandboxes the package to an opaque origin that the app alone may frame', () => {
    expect(SCORM_CONTENT_SECURITY_POLICY).toMatch(/^sandbox allow-scripts allow-forms allow-popups;/);
    expect(SCORM_CONTENT_SECURITY_POLICY).not.toContain('allow-same-origin');
    expect(SCORM_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'self'");
  });

  it('encodes a launch path segment by segment and keeps its query', () => {
    expect(encodePackagePath('content/my page.html?start=1&x=a b')).toBe('content/my%20page.html?start=1&x=a b');
    expect(encodePackagePath('index.html')).toBe('index.html');
  });
});

describe('the SCORM bridge script', () => {
  it('puts a cross-frame API on window.API and window.API_1484_11 that posts to the top window with the app origin', async () => {
    const { runInNewContext } = await import('node:vm');
    const { scormBridgeScript } = await import('../../server/src/features/learning/media/mediaDelivery');
    const posted: [unknown, string][] = [];
    const top = { postMessage: (message: unknown, origin: string) => void posted.push([message, origin]) };
    const context: Record<string, unknown> = {
      location: { href: 'https://bisa.example/learning-media/t/index.html' },
      URL,
      console: { warn: () => undefined, error: () => undefined, log: () => undefined },
      setTimeout,
      clearTimeout,
      setInterval: () => 0,
      clearInterval: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    context.window = context;
    context.top = top;
    context.parent = top;
    runInNewContext(scormBridgeScript(), context);
    const api = context.API as Record<string, (...args: unknown[]) => unknown>;
    expect(context.API_1484_11).toBe(api);
    // The stored CMI is asked for at once, before the lesson's LMSInitialize.
    expect(posted[0]).toEqual([expect.objectContaining({ method: 'getFlattenedCMI' }), 'https://bisa.example']);
    expect(api.LMSInitialize!('')).toBe('true');
    expect(posted.map(([message]) => (message as { method: string }).method)).toContain('LMSInitialize');
  });
});
