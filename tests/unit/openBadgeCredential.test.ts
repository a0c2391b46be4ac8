import { readFileSync } from 'node:fs';
import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { openBadgeCredential } from '../../server/src/features/certification/certificates/credential';
import { REVOKED_CERTIFICATE, SAMPLE_CERTIFICATE, SAMPLE_PUBLIC_URL } from './fixtures/certificateSamples';

/**
 * fixtures/ob_v3p0_achievementcredential_schema.json is 1EdTech's JSON Schema of the OB 3.0 AchievementCredential
 * (draft 2019-09), the one published at purl.imsglobal.org/spec/ob/v3p0/schema/json/: docs/schema/achievementcredential.json
 * of github.com/1EdTech/openbadges-specification at commit c73e9663afcdbe009a224f7be061ac895168a5b8 (its last
 * automated build, 30 July 2024), unchanged but for Prettier's whitespace.
 */
const schema = JSON.parse(readFileSync(new URL('./fixtures/ob_v3p0_achievementcredential_schema.json', import.meta.url), 'utf8')) as object;
const ajv = new Ajv2019({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(schema);

type Credential = {
  validFrom: string;
  validUntil: string;
  issuer: { id: string; name: string };
  credentialSubject: {
    identifier: { identityHash: string }[];
    achievement: { name: string; achievementType: string; criteria: { narrative: string } };
  };
  credentialStatus: { id: string; type: string };
};

describe('openBadgeCredential', () => {
  it('is a valid OB 3.0 AchievementCredential by the official JSON Schema', () => {
    for (const document of [SAMPLE_CERTIFICATE, REVOKED_CERTIFICATE]) {
      const valid = validate(openBadgeCredential(document, SAMPLE_PUBLIC_URL));
      expect(validate.errors ?? [], 'schema errors').toEqual([]);
      expect(valid).toBe(true);
    }
  });

  it('is checked by a schema that refuses a credential without validFrom or with an unknown achievementType', () => {
    const { validFrom: _dropped, ...withoutStart } = openBadgeCredential(SAMPLE_CERTIFICATE, SAMPLE_PUBLIC_URL);
    expect(validate(withoutStart)).toBe(false);
    const credential = openBadgeCredential(SAMPLE_CERTIFICATE, SAMPLE_PUBLIC_URL) as unknown as Credential;
    credential.credentialSubject.achievement.achievementType = 'Sertifikat';
    expect(validate(credential)).toBe(false);
  });

  it('carries the certificate: dates, holder, scheme, units, issuer and where its status is read', () => {
    const credential = openBadgeCredential(SAMPLE_CERTIFICATE, SAMPLE_PUBLIC_URL) as unknown as Credential & Record<string, unknown>;
    expect(credential.id).toBe(SAMPLE_CERTIFICATE.credentialUrl);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.validFrom).toBe('2025-08-17T03:15:00.000Z');
    // Valid through the whole last day (2028-08-16), in UTC.
    expect(credential.validUntil).toBe('2028-08-16T23:59:59Z');
    expect(credential.issuer).toEqual({ id: 'https://bisa.example/lsp/LSPTD', type: ['Profile'], name: 'LSP Teknologi Digital' });
    expect(credential.credentialSubject.identifier).toEqual([
      { type: 'IdentityObject', identityHash: 'Siti Nurhaliza Rahmawati', identityType: 'name', hashed: false },
    ]);
    const achievement = credential.credentialSubject.achievement;
    expect(achievement.name).toBe('Pengembang Web Pratama');
    expect(achievement.achievementType).toBe('Certificate');
    expect(achievement.criteria.narrative).toContain('- J.620100.025.02 Melakukan Debugging');
    expect(credential.credentialStatus).toEqual({ id: `${SAMPLE_CERTIFICATE.verifyUrl}#status`, type: '1EdTechRevocationList' });
  });
});
