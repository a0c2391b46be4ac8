import type { CertificateDocument } from './certificateDocuments';

/** The JSON Schema 1EdTech publishes for an AchievementCredential (tests/unit/openBadgeCredential.test.ts validates against it). */
const ACHIEVEMENT_CREDENTIAL_SCHEMA = 'https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json';

/**
 * The certificate as an Open Badges 3.0 OpenBadgeCredential (a W3C Verifiable Credentials 2.0 document), served
 * at doc.credentialUrl so that a wallet or a verifier can read it without the platform. It carries no proof (no
 * signing key yet): a verifier learns the truth from the verification page, which credentialStatus names.
 *
 * - issuer: the LSP, identified by a URL under the platform's address (Profile needs an id URI).
 * - credentialSubject: OB 3.0's AchievementSubject has no `name`; the holder is named by an unhashed IdentityObject
 *   of identityType "name", as the spec allows when the recipient has no e-mail or DID to share (the public page
 *   shows the name anyway, and nothing more personal).
 * - validUntil: the end of the last valid day in UTC, the day @core/certification/certificates compares.
 * - credentialStatus: 1EdTech's revocation status type that OB 3.0 lists, pointing at the verification page, which
 *   shows a revocation at once.
 */
export function openBadgeCredential(doc: CertificateDocument, publicUrl: string): Record<string, unknown> {
  const issuer = { id: `${publicUrl}/lsp/${encodeURIComponent(doc.lsp.code)}`, type: ['Profile'], name: doc.lsp.name };
  const units = doc.scheme.units.map((unit) => `- ${unit.kode} ${unit.judul}`).join('\n');
  return {
    '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
    id: doc.credentialUrl,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `Sertifikat Kompetensi ${doc.number}: ${doc.scheme.title.id}`,
    description: `Sertifikat kompetensi ${doc.scheme.title.id} (${doc.scheme.code}) dari ${doc.lsp.name}. Certificate of competence in ${doc.scheme.title.en} (${doc.scheme.code}) from ${doc.lsp.name}.`,
    issuer,
    validFrom: doc.issuedAt,
    validUntil: `${doc.validUntil}T23:59:59Z`,
    awardedDate: doc.issuedAt,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityHash: doc.holderName, identityType: 'name', hashed: false }],
      achievement: {
        id: `${issuer.id}/skema/${encodeURIComponent(doc.scheme.code)}`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: doc.scheme.title.id,
        description: `${doc.scheme.title.id} / ${doc.scheme.title.en}`,
        humanCode: doc.scheme.code,
        inLanguage: 'id',
        criteria: {
          narrative: `Kompeten pada unit kompetensi berikut (${doc.scheme.standard}) / Competent in these units of competency:\n${units}`,
        },
        creator: issuer,
      },
    },
    credentialSchema: [{ id: ACHIEVEMENT_CREDENTIAL_SCHEMA, type: '1EdTechJsonSchemaValidator2019' }],
    credentialStatus: { id: `${doc.verifyUrl}#status`, type: '1EdTechRevocationList' },
  };
}
