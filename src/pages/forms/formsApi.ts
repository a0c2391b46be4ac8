import type { Envelope, Gateway } from '../../core';
import type { FormDefinition, FormPart, LocalText } from '../../core/forms';

export type FormSummary = Pick<FormDefinition, 'code' | 'slug' | 'title' | 'stage' | 'parts'>;
export type SchemeSummary = { id: string; code: string; title: LocalText; standard: string };
export type Signature = { part: string; signerName: string; kind: 'drawn' | 'typed'; value: string; signedAt: string };
export type Box = 'draft' | 'waiting' | 'completed';
export type InstanceView = {
  id: string; form: string; slug: string; version: number; status: 'draft' | 'submitted' | 'locked';
  data: Record<string, unknown>; submittedParts: Record<string, string>; signatures: Signature[]; requiredSignatures: string[]; myParts: string[]; box: Box | 'other';
};
export type InstanceSummary = { id: string; form: string; slug: string; title: LocalText; version: number; status: string; box: Box; updatedAt: string };
export type FieldError = { path: string; message: string };

/** The certification family's form calls, unwrapped from their envelope. */
export function formsApi(gateway: Gateway) {
  const api = gateway.certification;
  return {
    forms: async () => (await api.get<Envelope<FormSummary[]>>('/forms')).data,
    definition: async (slug: string) => (await api.get<Envelope<Omit<FormDefinition, 'example'>>>(`/forms/${encodeURIComponent(slug)}`)).data,
    schemes: async () => (await api.get<Envelope<SchemeSummary[]>>('/schemes')).data,
    /** The asesi or the LSP names the form's assessor by e-mail (the interim assignment; an assessor is its own). */
    create: async (form: string, schemeId: string | undefined, asesorEmail?: string) =>
      (await api.post<Envelope<InstanceView>>('/form-instances', { form, ...(schemeId ? { schemeId } : {}), ...(asesorEmail ? { asesorEmail } : {}) })).data,
    mine: async () => (await api.get<Envelope<InstanceSummary[]>>('/form-instances')).data,
    instance: async (id: string) => (await api.get<Envelope<InstanceView>>(`/form-instances/${id}`)).data,
    saveDraft: async (id: string, part: FormPart, data: unknown) => (await api.put<Envelope<InstanceView>>(`/form-instances/${id}/parts/${part.key}`, { data })).data,
    submit: async (id: string, part: FormPart, data: unknown, idempotencyKey: string) =>
      (await api.post<Envelope<InstanceView>>(`/form-instances/${id}/parts/${part.key}/submit`, { data }, { headers: { 'idempotency-key': idempotencyKey } })).data,
    uploadEvidence: async (id: string, file: File) => (await api.post<Envelope<{ url: string }>>(`/form-instances/${id}/evidence`, file)).data.url,
    sign: async (id: string, part: FormPart, kind: 'drawn' | 'typed', value: string) => (await api.post<Envelope<InstanceView>>(`/form-instances/${id}/parts/${part.key}/sign`, { kind, value })).data,
  };
}
