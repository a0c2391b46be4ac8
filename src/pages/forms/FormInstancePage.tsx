import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { useEffect, useMemo, useState } from 'react';
import { Loading, Title, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { useMember } from '../../shared/memberContext';
import { useMemberProfile } from '../../shared/useMemberProfile';
import { GatewayError, parseErrorMessage } from '@core/errors/parseError';
import { gatewayTarget } from '@client/gateway/client';
import type { Locale } from '@core/i18n/locales';
import { localize, STATUS_MESSAGES, type FieldError, type FormDefinition, type FormPart, type FormTranslate } from '@core/forms';
import type { InstanceView } from '@core/forms/contract';
import { useDocumentLimit } from '../../shared/useDocumentLimit';
import { useGatewayQuery, useSetGatewayQueryData } from '../../shared/useGatewayQuery';
import { FormPartSection } from './FormPartSection';
import { formsApi } from './formsApi';
import { loadValidatorFunctions, partValidator } from './partValidator';
import { SignatureDialog } from './SignatureDialog';
import './formPrint.css';
import type { FormWidgetContext } from './formWidgets';

type Definition = Omit<FormDefinition, 'example'>;
type Loaded = { definition: Definition; instance: InstanceView; validators: Record<string, ValidatorType> };

/** Performance marks around the first render of an instance's parts (tests/bench/formRenderBench.ts reads them). */
const MARK_DATA = 'form-data';
const MARK_RENDERED = 'form-rendered';

/** Each part's validator in the page's language, over the same localized schema the part renders. */
function validatorsFor(
  definition: Definition,
  functions: Record<string, ValidatorFunctions>,
  locale: Locale,
  translate: FormTranslate,
): Record<string, ValidatorType> {
  const properties = definition.schema.properties as Record<string, RJSFSchema>;
  return Object.fromEntries(
    Object.keys(properties).map((key) => [
      key,
      partValidator(
        functions[key],
        localize(properties[key]!, definition, locale),
        locale,
        { schema: properties[key]!, en: definition.en },
        translate,
      ),
    ]),
  );
}

/** /form/<slug>/<instanceId>: the header, then each part; the caller edits and signs only their own parts. */
export function FormInstancePage() {
  const { instanceId = '' } = useParams();
  const { gateway, locale } = useMember();
  const { profile } = useMemberProfile();
  const api = useMemo(() => formsApi(gateway), [gateway]);
  const translate = useTranslate();
  const notify = useNotify();
  // The instance, its definition and each part's validator, read together: a part is never shown without its check.
  const loadKey = ['certification', 'form-instance', instanceId, locale];
  const {
    data: loaded,
    error,
    isError,
  } = useGatewayQuery(loadKey, async (client): Promise<Loaded> => {
    const calls = formsApi(client);
    const view = await calls.instance(instanceId);
    // The validators' chunks load with the definition.
    const [definition, functions] = await Promise.all([calls.definition(view.slug), loadValidatorFunctions(view.form, locale).catch(() => ({}))]);
    performance.mark(MARK_DATA);
    return { definition, instance: view, validators: validatorsFor(definition, functions, locale, translate) };
  });
  const setLoaded = useSetGatewayQueryData<Loaded>(loadKey);
  const [signing, setSigning] = useState<FormPart>();
  // A new key per instance load: a retried submit of the same data is not stored twice.
  const [submitKey, setSubmitKey] = useState(() => crypto.randomUUID());
  const documentLimit = useDocumentLimit();
  const formContext = useMemo<FormWidgetContext>(
    () => ({
      uploadEvidence: (file) => api.uploadEvidence(instanceId, file),
      documentLimit,
      // Evidence is private (the gateway reads it to those who reach the instance): fetched with the token, shown
      // in a tab opened at the click (a tab opened after an await would be blocked as a pop-up).
      openEvidence: (url) => {
        const tab = window.open('', '_blank');
        const target = gatewayTarget(url);
        void (target ? gateway.download(target.family, target.path) : Promise.reject(new Error(`Not a gateway URL: ${url}`)))
          .then(({ blob }) => {
            const href = URL.createObjectURL(blob);
            if (tab) tab.location.href = href;
            setTimeout(() => URL.revokeObjectURL(href), 60_000);
          })
          .catch(() => {
            tab?.close();
            notify('forms.evidenceOpenFailed', { type: 'error' });
          });
      },
    }),
    [api, gateway, instanceId, documentLimit, notify],
  );

  const shown = loaded !== undefined;
  useEffect(() => {
    if (shown) performance.mark(MARK_RENDERED);
  }, [shown]);

  if (isError)
    return (
      <Alert severity="error">
        {translate('forms.loadFailed')}: {parseErrorMessage(error)}
      </Alert>
    );
  if (!loaded) return <Loading />;
  const { definition, instance, validators } = loaded;

  const updated = (view: InstanceView, message: string) => {
    setLoaded({ ...loaded, instance: view });
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
  const submit =
    (part: FormPart) =>
    async (data: unknown): Promise<FieldError[] | void> => {
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
  // The PDF comes from the gateway as a file (the session's token, refreshed once on a 401), saved under this name.
  const downloadPdf = async () => {
    let pdf: Blob;
    try {
      ({ blob: pdf } = await gateway.download('certification', `/form-instances/${encodeURIComponent(instance.id)}/pdf`));
    } catch {
      notify('forms.pdfFailed', { type: 'error' });
      return;
    }
    const link = document.createElement('a');
    link.href = URL.createObjectURL(pdf);
    link.download = `${definition.code}-${instance.id.slice(0, 8)}.pdf`;
    link.click();
    URL.revokeObjectURL(link.href);
  };
  const title = `${definition.code} ${definition.title[locale]}`;
  const header = definition.contextFilled?.includes('konteks')
    ? { key: 'konteks', title: { id: 'Informasi Umum', en: 'General information' } }
    : undefined;

  return (
    <Box component="article" sx={{ mt: 2, maxWidth: 1100 }} className="form-print">
      <Title title={title} />
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 2 }}>
        <Box>
          <Typography component="h1" variant="h5">
            {title}
          </Typography>
          <Typography variant="body2">
            {translate('forms.status', { status: translate(STATUS_MESSAGES[instance.status]), version: instance.version })}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} className="no-print">
          <Button variant="outlined" onClick={() => window.print()}>
            {translate('forms.print')}
          </Button>
          <Button variant="contained" onClick={() => void downloadPdf()}>
            {translate('forms.downloadPdf')}
          </Button>
        </Stack>
      </Stack>
      <Stack spacing={2}>
        {header && (
          <FormPartSection
            key={`konteks-${instance.version}`}
            definition={definition}
            part={header}
            instance={instance}
            locale={locale}
            editable={false}
          />
        )}
        {definition.parts.map((part) => (
          <FormPartSection
            key={`${part.key}-${instance.version}-${instance.signatures.length}`}
            definition={definition}
            part={part}
            instance={instance}
            locale={locale}
            editable={instance.myParts.includes(part.key) && !instance.signatures.some((signature) => signature.part === part.key)}
            validator={validators[part.key]}
            formContext={formContext}
            onSave={save(part)}
            onSubmit={submit(part)}
            onSign={() => setSigning(part)}
          />
        ))}
      </Stack>
      {signing && (
        <SignatureDialog
          title={translate('forms.signTitle', { part: signing.title[locale] })}
          defaultName={profile?.fullname ?? ''}
          onCancel={() => setSigning(undefined)}
          onSign={(kind, value) => void sign(kind, value)}
        />
      )}
    </Box>
  );
}
