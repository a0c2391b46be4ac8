import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, isValidEmail, isValidPassword, isValidPhone, isValidUrl, passwordProblems, URL_PATTERN } from '@core/rules/validation';

const workers = new Set<Worker>();
afterEach(async () => {
  await Promise.all([...workers].map((worker) => worker.terminate()));
  workers.clear();
});

/**
 * `pattern.test(input)` in a worker thread. No clock is read: the hostile inputs below are sized so that the
 * backtracking form of the pattern would run for minutes (quadratic) or for ever (exponential), while the safe
 * form answers at once. A regression then hangs only the worker, the test fails by its own timeout, and the
 * worker is terminated (which interrupts the regular expression) instead of freezing the whole run.
 */
function testInWorker(pattern: RegExp, input: string): Promise<boolean> {
  const worker = new Worker(
    "const { parentPort, workerData } = require('node:worker_threads');" +
      'parentPort.postMessage(new RegExp(workerData.source, workerData.flags).test(workerData.input));',
    { eval: true, workerData: { source: pattern.source, flags: pattern.flags, input } },
  );
  workers.add(worker);
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** A valid password of exactly `length` characters (one of each required class, padded with lowercase). */
function passwordOfLength(length: number): string {
  return `Aa1!${'x'.repeat(length - 4)}`;
}

describe('isValidEmail (SPEC 5: text @ text . text)', () => {
  it.each(['user@example.com', 'first.last@sub.domain.co.id', 'a+tag@b.io', 'x@y.z'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['missing @', 'user.example.com'],
    ['missing dot after @', 'user@localhost'],
    ['dot only before @', 'first.last@example'],
    ['space in local part', 'us er@example.com'],
    ['space in domain', 'user@exa mple.com'],
    ['leading space', ' user@example.com'],
    ['trailing space', 'user@example.com '],
    ['two @', 'user@name@example.com'],
    ['empty local part', '@example.com'],
    ['empty domain', 'user@'],
    ['empty text after the dot', 'user@example.'],
    ['empty text before the dot', 'user@.com'],
    ['empty string', ''],
  ])('rejects %s (%s)', (_reason, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('answers a long hostile input (200,000 dots, then a second @) without backtracking', async () => {
    // Without the lookahead this input costs about n²/2 = 2·10¹⁰ steps: minutes, far past the test's timeout.
    const hostile = `a@${'.'.repeat(200_000)}@`;
    expect(await testInWorker(EMAIL_PATTERN, hostile)).toBe(false);
    // isValidEmail is that pattern; now that it is known to answer, the function itself says the same.
    expect(isValidEmail(hostile)).toBe(false);
  });
});

describe('isValidPassword and passwordProblems (SPEC 5)', () => {
  it.each([
    ['exactly 8 characters', passwordOfLength(8)],
    ['exactly 30 characters', passwordOfLength(30)],
    ['a typical password', 'Demo@12345'],
    ['its only lowercase letter first', 'aBCDEF1!'],
  ])('accepts %s', (_reason, password) => {
    expect(isValidPassword(password)).toBe(true);
    expect(passwordProblems(password)).toEqual([]);
  });

  it.each([
    ['7 characters: too short', passwordOfLength(7), ['length']],
    ['31 characters: too long', passwordOfLength(31), ['length']],
    ['31 characters whose last 30 would be valid', `x${passwordOfLength(30)}`, ['length']],
    ['no digit', 'Abcdefg!', ['digit']],
    ['no lowercase', 'ABCDEF1!', ['lowercase']],
    ['no uppercase', 'abcdef1!', ['uppercase']],
    ['no special character', 'Abcdefg1', ['special']],
    ['a space', 'Abc 1!xyz', ['whitespace']],
    ['a tab', 'Abc\t1!xyz', ['whitespace']],
    ['short and only lowercase', 'abc', ['length', 'digit', 'uppercase', 'special']],
    ['empty', '', ['length', 'digit', 'lowercase', 'uppercase', 'special']],
  ])('rejects %s and names exactly the broken rules', (_reason, password, problems) => {
    expect(isValidPassword(password)).toBe(false);
    expect(passwordProblems(password)).toEqual(problems);
  });

  it('does not count a space as the special character', () => {
    expect(passwordProblems('Abcdef1 x')).toEqual(['special', 'whitespace']);
  });
});

describe('isValidUrl (SPEC 5)', () => {
  it.each([
    'example.com',
    'www.example.co.id',
    'http://example.com',
    'https://example.com',
    'HTTPS://EXAMPLE.COM',
    'https://my-site.example.com/',
    '192.168.0.1',
    'http://127.0.0.1:3000',
    'https://example.com:8443',
    'https://example.com/a/b/c.html',
    'https://example.com/search?q=kursus&page=2',
    'https://example.com/page#section-2',
    'http://sub.example.co.id:8080/a/b?x=1&y=2#top',
    'a.co',
    'https://x.y.example.com',
  ])('accepts %s', (url) => {
    expect(isValidUrl(url)).toBe(true);
  });

  it.each([
    ['another scheme', 'ftp://example.com'],
    ['a scheme without host', 'https://'],
    ['a single label', 'localhost'],
    ['a one-letter top-level domain', 'example.c'],
    ['a label starting with a hyphen', 'https://-bad.example.com'],
    ['a label ending with a hyphen', 'https://bad-.example.com'],
    ['an underscore in the host', 'https://ex_ample.com'],
    ['a space in the host', 'https://exa mple.com'],
    ['a space in the path', 'https://example.com/a b'],
    ['a non-numeric port', 'https://example.com:http'],
    ['an empty string', ''],
  ])('rejects %s (%s)', (_reason, url) => {
    expect(isValidUrl(url)).toBe(false);
  });

  it('answers a long word without a dot (no catastrophic backtracking)', async () => {
    // With a label's tail starred, each further letter doubles the work: 50 letters would never finish.
    const hostile = `${'a'.repeat(50)}!`;
    expect(await testInWorker(URL_PATTERN, hostile)).toBe(false);
    expect(isValidUrl(hostile)).toBe(false);
  });
});

describe('isValidPhone', () => {
  it.each(['+6281234567890', '081234567890', '0812-3456-7890', '0812 3456 7890', '12345678', '123456789012345'])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    ['7 digits', '1234567'],
    ['16 digits', '1234567890123456'],
    ['letters', '0812345678ab'],
    ['a plus inside', '0812+34567890'],
    ['a trailing dash', '08123456789-'],
    ['8 characters but only 2 digits', '1------9'],
    ['15 characters but only 7 digits', '0812 - - - 345'],
    ['empty', ''],
  ])('rejects %s (%s)', (_reason, phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});
