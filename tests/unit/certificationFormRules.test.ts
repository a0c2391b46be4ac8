import { describe, expect, it } from 'vitest';
import type { FormPart } from '@core/forms';
import type { Principal } from '../../server/src/platform/accessTokens';
import { HttpError } from '../../server/src/platform/httpError';
import { assertMayWrite, boxOf, mayWrite, partOf, type Loaded } from '../../server/src/features/certification/forms/rules';

/**
 * Who may write which part of a form instance, and which box of "my forms" it sits in. The routes reach these only
 * after the reachability query, so the owner checks are proven here with a caller whose role fits and who does not
 * own the instance (the mutation run of these rules found them unkilled by the integration files alone).
 */
const ASESI = 'acc-asesi';
const ASSESSOR = 'acc-assessor';
const LSP = 'acc-lsp';
const STRANGER = 'acc-stranger';

const who = (role: Principal['role'], accountId: string): Principal => ({
  accountId,
  userId: `user-${accountId}`,
  role,
  accountType: 1,
  familyId: 'f',
});
const part = (key: string, role: FormPart['role'], signature: FormPart['signature'] = 'required') => ({ key, role, signature }) as FormPart;

const PARTS = [part('asesi', 'asesi'), part('asesor', 'asesor'), part('lsp', 'admin-lsp'), part('validasi', 'tim-validasi', 'none')];

function loaded(instance: Partial<Loaded['instance']> = {}): Loaded {
  return {
    instance: {
      asesi_account_id: ASESI,
      asesor_account_id: ASSESSOR,
      lsp_account_id: LSP,
      created_by: ASESI,
      status: 'open',
      submitted_parts: {},
      ...instance,
    } as Loaded['instance'],
    form: { definition: { parts: PARTS } } as unknown as Loaded['form'],
  };
}

const [asesiPart, assessorPart, lspPart, validationPart] = PARTS as [FormPart, FormPart, FormPart, FormPart];

describe('mayWrite', () => {
  it("lets the asesi write the asesi's part of their own instance only", () => {
    expect(mayWrite(who('Trainee', ASESI), loaded(), asesiPart)).toBe(true);
    expect(mayWrite(who('Trainee', STRANGER), loaded(), asesiPart)).toBe(false);
    expect(mayWrite(who('Trainee', ASESI), loaded(), assessorPart)).toBe(false);
  });

  it("lets the named assessor, or the creator, write the assessor's side; another assessor not", () => {
    expect(mayWrite(who('Assessor', ASSESSOR), loaded(), assessorPart)).toBe(true);
    expect(mayWrite(who('Assessor', STRANGER), loaded(), assessorPart)).toBe(false);
    expect(mayWrite(who('Assessor', STRANGER), loaded({ created_by: STRANGER }), assessorPart)).toBe(true);
    expect(mayWrite(who('Assessor SPV', STRANGER), loaded(), validationPart)).toBe(false);
    expect(mayWrite(who('Assessor SPV', ASSESSOR), loaded(), validationPart)).toBe(true);
  });

  it("lets the instance's LSP, or the creator, write the LSP's part; another LSP not", () => {
    expect(mayWrite(who('LSP', LSP), loaded(), lspPart)).toBe(true);
    expect(mayWrite(who('LSP', STRANGER), loaded(), lspPart)).toBe(false);
    expect(mayWrite(who('LSP', STRANGER), loaded({ created_by: STRANGER }), lspPart)).toBe(true);
    expect(mayWrite(who('LSP', STRANGER), loaded({ lsp_account_id: null }), lspPart)).toBe(false);
  });

  it('refuses a role that does not fill the part, even for the owner', () => {
    expect(mayWrite(who('Trainer', ASESI), loaded(), asesiPart)).toBe(false);
    expect(mayWrite(who('LSP', LSP), loaded(), assessorPart)).toBe(false);
  });

  it("answers 403 with the form's own message when the part is not the caller's", () => {
    let caught: unknown;
    try {
      assertMayWrite(who('Assessor', STRANGER), loaded(), assessorPart);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(HttpError);
    expect((caught as HttpError).statusCode).toBe(403);
    expect((caught as HttpError).messageKey).toBe('forms.notYourPart');
    expect(() => assertMayWrite(who('Assessor', ASSESSOR), loaded(), assessorPart)).not.toThrow();
  });
});

describe('boxOf', () => {
  const asesi = who('Trainee', ASESI);

  it('puts a locked instance among the completed ones', () => {
    expect(boxOf(asesi, loaded({ status: 'locked' }), [])).toBe('completed');
  });

  it('says waiting when my submitted part still needs my signature, draft when a part of mine is still to fill', () => {
    expect(boxOf(asesi, loaded({ submitted_parts: { asesi: true } as never }), [])).toBe('waiting');
    expect(boxOf(asesi, loaded(), [])).toBe('draft');
    expect(boxOf(asesi, loaded({ submitted_parts: { asesi: true } as never }), ['asesi'])).toBe('other');
  });

  it("does not count another person's parts as mine", () => {
    expect(boxOf(who('Trainee', STRANGER), loaded(), [])).toBe('other');
  });
});

describe('partOf', () => {
  it('finds a part by its key and answers 404 with its own message for an unknown one', () => {
    expect(partOf({ parts: PARTS } as never, 'lsp')).toBe(lspPart);
    let caught: unknown;
    try {
      partOf({ parts: PARTS } as never, 'nope');
    } catch (error) {
      caught = error;
    }
    expect((caught as HttpError).statusCode).toBe(404);
    expect((caught as HttpError).messageKey).toBe('forms.unknownPart');
  });
});
