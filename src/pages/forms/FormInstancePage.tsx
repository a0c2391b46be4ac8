import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { Loading, Title, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { useMember } from '../../app/memberContext';
import { useMemberProfile } from '../../app/useMemberProfile';
import { GatewayError, parseErrorMessage } from '../../core';
import type { FormDefinition, FormPart } from '../../core/forms';
import { FormPartSection } from './FormPartSection';
import { formsApi, type FieldError, type InstanceView } from './formsApi';
import { SignatureDialog } from './SignatureDialog';

type Definition = Omit<FormDefinition, 'example'>;
const STATUS_KEY = { draft: 'forms.statusDraft', submitted: 'forms.statusSubmitted', locked: 'forms.statusLocked' } as const;

/** /form/<slug>/<instanceId>: the header, then each part; the caller edits and signs only their own parts. */
export function FormInstancePage() {
  const { instanceId = '' } = useParams();
  const { gateway, locale } = useMember();
  const { profile } = useMemberProfile();
  const api = useMemo(() => formsApi(gateway), [gateway]);
  const translate = useTranslate();
  const notify = useNotify();
  const [definition, setDefinition] = useState<Definition>();
  const [instance, setInstance] = useState<InstanceView>();
  const [error, setError] = useState<string>();
  const [signing, setSigning] = useState<FormPart>();
  // A new key per instance load: a retried submit of the same data is not stored twice.
  const [submitKey, setSubmitKey] = useState(() => crypto.randomUUID());

  useEffect(() => {
    api
      .instance(instanceId)
      .then(async (view) => {
        setDefinition(await api.definition(view.slug));
        setInstance(view);
      })
      .catch((caught: unknown) => setError(parseErrorMessage(caught)));
  }, [api, instanceId]);

  if (error) return <Alert severity="error">{translate('forms.loadFailed')}: {error}</Alert>;
  if (!definition || !instance) return <Loading />;

  const updated = (view: InstanceView, message: string) => {
    setInstance(view);
    setSubmitKey(crypto.randomUUID());
    notify(message, { type: 'success' });
  };
  const save = (part: FormPart) => async (data: unknown) => {
    try {
      updated(await api.saveDraft(instance.id, part, data), 'forms.saved');
    } catch (caught) {
      notify(parseErrorMessage(caught), { type: 'error' });
    }
  };
  const submit = (part: FormPart) => async (data: unknown): Promise<FieldError[] | void> => {
    try {
      updated(await api.submit(instance.id, part, data, submitKey), 'forms.submitted');
    } catch (caught) {
      if (caught instanceof GatewayError && caught.status === 422) return (caught.body as { data: { errors: FieldError[] } }).data.errors;
      notify(parseErrorMessage(caught), { type: 'error' });
    }
  };
  const sign = async (kind: 'drawn' | 'typed', value: string) => {
    if (!signing) return;
    try {
      updated(await api.sign(instance.id, signing, kind, value), 'forms.signed');
    } catch (caught) {
      notify(parseErrorMessage(caught), { type: 'error' });
    }
    setSigning(undefined);
  };
  const title = `${definition.code} ${definition.title[locale]}`;
  const header = definition.contextFilled?.includes('konteks') ? { key: 'konteks', title: { id: 'Informasi Umum', en: 'General information' } } : undefined;

  return (
    <Box component="article" sx={{ mt: 2, maxWidth: 1100 }} className="form-print">
      <Title title={title} />
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 2 }}>
        <Box>
          <Typography component="h1" variant="h5">{title}</Typography>
          <Typography variant="body2">{translate('forms.status', { status: translate(STATUS_KEY[instance.status]), version: instance.version })}</Typography>
        </Box>
        <Button className="no-print" variant="contained" onClick={() => window.print()}>{translate('forms.print')}</Button>
      </Stack>
      <Stack spacing={2}>
        {header && <FormPartSection key={`konteks-${instance.version}`} definition={definition} part={header} instance={instance} locale={locale} editable={false} />}
        {definition.parts.map((part) => (
          <FormPartSection
            key={`${part.key}-${instance.version}-${instance.signatures.length}`}
            definition={definition}
            part={part}
            instance={instance}
            locale={locale}
            editable={instance.myParts.includes(part.key) && !instance.signatures.some((signature) => signature.part === part.key)}
            onSave={save(part)}
            onSubmit={submit(part)}
            onSign={() => setSigning(part)}
          />
        ))}
      </Stack>
      {signing && (
        <SignatureDialog title={translate('forms.signTitle', { part: signing.title[locale] })} defaultName={profile?.fullname ?? ''} onCancel={() => setSigning(undefined)} onSign={(kind, value) => void sign(kind, value)} />
      )}
    </Box>
  );
}
