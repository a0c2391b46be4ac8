import { Type } from 'typebox';
import { CertificateBatchView } from '@core/certification/certificateBatches.contract';
import { Envelope } from '@core/contract/common';
import { uuid } from '../forms/schemas';

/** The certificate batch's requests and answers. */

/** A schedule's or a batch's id, as the certification family's other routes check it. */
export const idParams = Type.Object({ id: uuid });

/** 202: the batch is accepted and runs in the background. */
export const batchStartedAnswer = { 202: Envelope(CertificateBatchView) } as const;
export const batchAnswer = { 200: Envelope(CertificateBatchView) } as const;
export const batchesAnswer = { 200: Envelope(Type.Array(CertificateBatchView)) } as const;
