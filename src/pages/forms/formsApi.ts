import type { Gateway } from '@client/gateway/client';
import type { Envelope } from '@core/gateway/families';
import type { FormDefinition, FormPart } from '@core/forms';
import type { FormSummary, InstanceSummary, InstanceView, SchemeSummary } from '@core/forms/contract';

// The wire types live in packages/core/src/forms/contract.ts (the gateway answers them); Storybook imports InstanceView here.
export type { InstanceView } from '@core/forms/contract';

/** The certification family's form calls, unwrapped from their envelope. */
export function formsApi(gateway: Gateway) {
  const api = gateway.certification;
  return {
    forms: async () => (await api.get<Envelope<FormSummary[]>>('/forms')).data,
    definition: async (slug: string) => (await api.get<Envelope<Omit<FormDefinition, 'example'>>>(`/forms/${encodeURIComponent(slug)}`)).data,
    schemes: async () => (await api.get<Envelope<SchemeSummary[]>>('/schemes')).data,
    /** The asesi or the LSP names the form's assessor by e-mail (the interim assignment; an assessor is its own). */
    create: async (form: string, schemeId: string | undefined, asesorEmail?: string) =>
      (
        await api.post<Envelope<InstanceView>>('/form-instances', {
          form,
          ...(schemeId ? { schemeId } : {}),
          ...(asesorEmail ? { asesorEmail } : {}),
        })
      ).data,
    mine: async () => (await api.get<Envelope<InstanceSummary[]>>('/form-instances')).data,
    instance: async (id: string) => (await api.get<Envelope<InstanceView>>(`/form-instances/${id}`)).data,
    saveDraft: async (id: string, part: FormPart, data: unknown) =>
      (await api.put<Envelope<InstanceView>>(`/form-instances/${id}/parts/${part.key}`, { data })).data,
    submit: async (id: string, part: FormPart, data: unknown, idempotencyKey: string) =>
      (
        await api.post<Envelope<InstanceView>>(
          `/form-instances/${id}/parts/${part.key}/submit`,
          { data },
          { headers: { 'idempotency-key': idempotencyKey } },
        )
      ).data,
    uploadEvidence: async (id: string, file: File) => (await api.post<Envelope<{ url: string }>>(`/form-instances/${id}/evidence`, file)).data.url,
    sign: async (id: string, part: FormPart, kind: 'drawn' | 'typed', value: string) =>
      (await api.post<Envelope<InstanceView>>(`/form-instances/${id}/parts/${part.key}/sign`, { kind, value })).data,
  };
}
