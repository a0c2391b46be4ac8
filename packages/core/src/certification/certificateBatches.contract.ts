import { Type, type Static } from 'typebox';

/**
 * A certificate batch: every valid certificate of one assessment schedule rendered as PDF in the
 * background, for the LSP to download as one zip to print and sign. Shared by the gateway's answer and the LSP page.
 */
export const CertificateBatchView = Type.Object(
  {
    id: Type.String(),
    scheduleId: Type.String(),
    /** ISO date-time of the request. */
    createdAt: Type.String(),
    total: Type.Integer(),
    done: Type.Integer(),
    failed: Type.Integer(),
    /** No certificate is waiting any more: the zip can be downloaded (with the done ones). */
    finished: Type.Boolean(),
    /** The certificates whose PDF could not be made (the operator can retry their jobs from the console). */
    failures: Type.Array(
      Type.Object({ certificateId: Type.String(), number: Type.String(), holderName: Type.String() }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
);
export type CertificateBatchView = Static<typeof CertificateBatchView>;
