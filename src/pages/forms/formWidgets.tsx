import { Button, FormHelperText, Link, Stack, Typography } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { memo, useId, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { megabytes } from '@core/rules/limits';

/** What a form page gives its widgets through rjsf's formContext. */
export type FormWidgetContext = {
  /** Stores an evidence file for this instance and answers its URL; absent where nothing can be uploaded (Storybook). */
  uploadEvidence?: (file: File) => Promise<string>;
  /** SPEC 9's MAX_SIZE_DOC in bytes, once known. */
  documentLimit?: number;
  /** Opens a stored evidence file: it is private, so it is fetched with the session's token, not linked to. */
  openEvidence?: (url: string) => void;
};

/**
 * K/BK and Ya/Tidak: one compact row of native radios in a radiogroup named by the field's label (a table cell has no
 * room for a visible one). Native inputs styled by formTable.css, not MUI's Radio: a large APL.02 has dozens of these
 * rows, and MUI's styled wrappers were the largest part of its render. Memoized: a keystroke elsewhere in the form does
 * not re-render every row's radios.
 */
const InlineChoice = memo(function InlineChoice({
  id,
  value,
  label,
  options,
  required,
  disabled,
  readonly,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const choices = options.enumOptions ?? [];
  const invalid = Boolean(rawErrors?.length);
  const errorId = `${id}-error`;
  return (
    <>
      <div
        role="radiogroup"
        id={id}
        className="form-choice"
        aria-label={label}
        aria-required={required}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        {choices.map((choice) => (
          <label
            key={String(choice.value)}
            className={disabled || readonly ? 'form-choice-option form-choice-option-disabled' : 'form-choice-option'}
          >
            <input
              type="radio"
              name={id}
              value={String(choice.value)}
              checked={value === choice.value}
              disabled={disabled || readonly}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {invalid && (
        <FormHelperText id={errorId} error>
          {rawErrors![0]}
        </FormHelperText>
      )}
    </>
  );
});

/** rjsf accepts only plain function components as widgets, so the memoized one sits inside this. */
export function InlineChoiceWidget(props: WidgetProps) {
  return <InlineChoice {...props} />;
}

/**
 * Evidence: a document uploaded for this instance (the gateway stores it like other uploads and checks its
 * kind and MAX_SIZE_DOC again); the field keeps the stored file's URL.
 */
export function EvidenceWidget({ id, value, label, disabled, readonly, registry, onChange }: WidgetProps) {
  const translate = useTranslate();
  const { uploadEvidence, documentLimit, openEvidence } = (registry.formContext ?? {}) as FormWidgetContext;
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !uploadEvidence) return;
    if (documentLimit !== undefined && file.size > documentLimit) {
      setError(translate('forms.evidenceTooLarge', { limit: megabytes(documentLimit) }));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      onChange(await uploadEvidence(file));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };
  const editable = !disabled && !readonly && Boolean(uploadEvidence);
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <Typography variant="caption" component="span">
        {label}
      </Typography>
      {typeof value === 'string' && value && (
        <Link
          href={value}
          target="_blank"
          rel="noopener"
          onClick={(event) => {
            if (!openEvidence) return;
            event.preventDefault();
            openEvidence(value);
          }}
        >
          {translate('forms.evidenceOpen')}
        </Link>
      )}
      {editable && (
        <Button component="label" size="small" variant="outlined" disabled={busy} className="no-print">
          {translate(value ? 'forms.evidenceReplace' : 'forms.evidenceUpload')}
          <input
            id={id}
            type="file"
            hidden
            accept="image/png,image/jpeg,image/webp"
            aria-describedby={hintId}
            onChange={(event) => void choose(event)}
          />
        </Button>
      )}
      <FormHelperText id={hintId} error={Boolean(error)}>
        {error ?? (documentLimit !== undefined ? translate('forms.evidenceHint', { limit: megabytes(documentLimit) }) : '')}
      </FormHelperText>
    </Stack>
  );
}
