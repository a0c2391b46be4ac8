import { afterAll, beforeAll, expect, it } from 'vitest';
import { CERTIFICATE_NUMBER_PATTERN } from '@core/certification/certificates';
import { nextCertificateNumber } from '../../server/src/features/certification/registrations/workflow';
import { describeEachDatabase } from './support/databases';
import { personWithRole } from './support/principals';
import { createTestApp, type TestApp } from './support/testApp';

/** Certificate numbers are unique under concurrent plenary decisions, and never handed out twice. */
describeEachDatabase('certificate numbers', (kind) => {
  let t: TestApp;
  let organisationId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const owner = await personWithRole(t, 'LSP', 'numbers');
    organisationId = (
      await t.db
        .insertInto('organisations')
        .values({ kind: 'lsp', legal_name: 'LSP Nomor', code: 'LSPNUM', verification: 'verified', owner_account_id: owner.accountId })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  it('gives 50 concurrent decisions 50 different numbers in sequence, and continues after them', async () => {
    const numbers = await Promise.all(
      Array.from({ length: 50 }, () => t.db.transaction().execute((trx) => nextCertificateNumber(trx, organisationId, 'LSPNUM', 'JWD', 2026))),
    );
    expect(new Set(numbers).size).toBe(50);
    expect(numbers.every((number) => CERTIFICATE_NUMBER_PATTERN.test(number))).toBe(true);
    expect([...numbers].sort()).toEqual(Array.from({ length: 50 }, (_, index) => `JWD-LSPNUM-2026-${String(index + 1).padStart(6, '0')}`));
    const next = await t.db.transaction().execute((trx) => nextCertificateNumber(trx, organisationId, 'LSPNUM', 'JWD', 2026));
    expect(next).toBe('JWD-LSPNUM-2026-000051');
    // Another scheme or year has a sequence of its own.
    expect(await t.db.transaction().execute((trx) => nextCertificateNumber(trx, organisationId, 'LSPNUM', 'OKM', 2026))).toBe(
      'OKM-LSPNUM-2026-000001',
    );
    expect(await t.db.transaction().execute((trx) => nextCertificateNumber(trx, organisationId, 'LSPNUM', 'JWD', 2027))).toBe(
      'JWD-LSPNUM-2027-000001',
    );
  });
});
