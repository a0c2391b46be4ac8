import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import Form from '@rjsf/mui';
import type { ErrorSchema, RJSFSchema, RJSFValidationError, UiSchema, ValidatorType } from '@rjsf/utils';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Locale } from '@core/i18n/locales';
import { localize, type FieldError, type FormDefinition, type FormPart } from '@core/forms';
import type { InstanceSignature, InstanceView } from '@core/forms/contract';
import { formFields, formStringTranslator, formTemplates, formWidgets } from './formRegistry';
import { serverCheckedValidator } from './serverCheckedValidator';
import { formatDateTime } from '@core/format/dates';
import { useMember } from '../../shared/memberContext';
import type { FormWidgetContext } from './formWidgets';

type Definition = Omit<FormDefinition, 'example'>;
type Props = {
  definition: Definition;
  part: FormPart | { key: string; title: FormPart['title'] };
  instance: InstanceView;
  locale: Locale;
  editable: boolean;
  /** rjsf's validator for this part (partValidator.ts); the gateway's check alone when none is given. */
  validator?: ValidatorType;
  /** What the widgets need from the page (evidence upload, the document size limit). */
  formContext?: FormWidgetContext;
  onSave?: (data: unknown) => Promise<void>;
  onSubmit?: (data: unknown) => Promise<FieldError[] | void>;
  onSign?: () => void;
};

/** The gateway's 422 paths ('/asesi/unit/0/jawaban') as rjsf's error tree under the part. */
function errorSchemaOf(partKey: string, errors: FieldError[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const { path, message } of errors) {
    const keys = path.split('/').filter(Boolean);
    if (keys[0] === partKey) keys.shift();
    let node = root;
    for (const key of keys) node = (node[key] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(message);
  }
  return root as ErrorSchema;
}

/** rjsf's transformErrors: an if/then's own error repeats its inner errors, and the gateway leaves it out too. */
function withoutConditionalErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors.filter((error) => error.name !== 'if');
}

function SignatureLine({ signature }: { signature: InstanceSignature }) {
  const translate = useTranslate();
  const { locale } = useMember();
  return (
    <Stack spacing={1} className="form-signature">
      <Typography variant="body2">
        {translate('forms.signedBy', { name: signature.signerName, date: formatDateTime(signature.signedAt, locale) })}
      </Typography>
      {signature.kind === 'drawn' ? (
        <img src={signature.value} alt={signature.signerName} height={60} />
      ) : (
        <Typography sx={{ fontStyle: 'italic', fontSize: 22 }}>{signature.value}</Typography>
      )}
    </Stack>
  );
}

/**
 * One part of a form as its own rjsf form (never inside react-admin's SimpleForm): editable by the role that
 * fills it, read-only for everyone else. The gateway checks a submitted part against the same schema file.
 */
export function FormPartSection({
  definition,
  part,
  instance,
  locale,
  editable,
  validator = serverCheckedValidator,
  formContext,
  onSave,
  onSubmit,
  onSign,
}: Props) {
  const translate = useTranslate();
  const schema = useMemo(
    () => localize((definition.schema.properties as Record<string, RJSFSchema>)[part.key]!, definition, locale),
    [definition, part.key, locale],
  );
  const uiSchema = useMemo(
    () => localize(((definition.uiSchema as Record<string, UiSchema>)[part.key] ?? {}) as UiSchema, definition, locale),
    [definition, part.key, locale],
  );
  // rjsf keeps the data while it is edited; the page only reads it to save. Feeding every change back as a new
  // formData prop re-rendered the whole part per keystroke and lost radio clicks after a failed check.
  const [initialData] = useState<unknown>(() => instance.data[part.key] ?? {});
  const data = useRef(initialData);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const signature = instance.signatures.find((entry) => entry.part === part.key);
  const submitted = Boolean(instance.submittedParts[part.key]);
  const needsSignature = 'signature' in part && part.signature === 'required';
  const headingId = `part-${part.key}`;
  const fullUiSchema = useMemo(() => ({ ...uiSchema, 'ui:submitButtonOptions': { norender: true } }), [uiSchema]);
  const extraErrors = useMemo(() => errorSchemaOf(part.key, serverErrors), [part.key, serverErrors]);
  const translateString = useMemo(() => formStringTranslator(locale), [locale]);
  const change = useCallback((event: { formData?: unknown }) => {
    data.current = event.formData;
  }, []);

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }} className="form-part">
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {part.title[locale]}
      </Typography>
      {!editable && 'role' in part && (
        <Typography variant="body2" color="text.secondary">
          {translate('forms.readOnlyPart')}
        </Typography>
      )}
      <Form
        schema={schema}
        uiSchema={fullUiSchema}
        formData={initialData}
        validator={validator}
        widgets={formWidgets}
        fields={formFields}
        templates={formTemplates}
        formContext={formContext}
        translateString={translateString}
        readonly={!editable}
        extraErrors={extraErrors}
        transformErrors={withoutConditionalErrors}
        // Checked in the browser on submit, before anything is sent; the first wrong field gets the focus.
        focusOnFirstError
        showErrorList={false}
        noHtml5Validate
        idPrefix={`f-${part.key}`}
        onChange={change}
        onSubmit={async (event) => setServerErrors((await onSubmit?.(event.formData)) ?? [])}
      >
        {editable && (
          <Stack direction="row" spacing={1} sx={{ mt: 2 }} className="no-print">
            <Button type="button" variant="outlined" onClick={() => void onSave?.(data.current)}>
              {translate('forms.saveDraft')}
            </Button>
            <Button type="submit" variant="contained">
              {translate('forms.submit')}
            </Button>
          </Stack>
        )}
      </Form>
      {serverErrors.length > 0 && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate('forms.invalid')}
        </Alert>
      )}
      <Box sx={{ mt: 2 }}>
        {submitted && !signature && <Typography variant="body2">{translate('forms.submittedPart')}</Typography>}
        {signature && <SignatureLine signature={signature} />}
        {needsSignature && !signature && <Box className="form-signature print-only">{translate('forms.pdfSignature')}</Box>}
        {needsSignature && editable && submitted && !signature && instance.status !== 'locked' && (
          <Button variant="contained" color="secondary" onClick={onSign} className="no-print" sx={{ mt: 1 }}>
            {translate('forms.sign')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
