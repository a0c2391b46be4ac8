import { TextField } from '@mui/material';
import { useState } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { kindOf, readSection, writeSection, type SectionReading } from './jsonSection';

type Unreadable = Extract<SectionReading, { ok: false }>;

/** What the form holds while the text is not a valid section: the save is refused. */
class UnreadableSection {
  constructor(readonly reading: Unreadable) {}
}

const refuseUnreadable = (value: unknown) =>
  value instanceof UnreadableSection ? { message: value.reading.message, args: value.reading.args ?? {} } : undefined;

/**
 * A section of a global page edited as JSON (the sections without a form of their own): multiline, checked as the
 * operator types with the reason shown under the field at once; the form cannot be saved while one is unreadable.
 */
export function JsonSectionInput({ source }: { source: string }) {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source, validate: refuseUnreadable });
  const [kind] = useState(() => kindOf(field.value));
  const [text, setText] = useState(() => writeSection(field.value));
  const [problem, setProblem] = useState<Unreadable>();

  const change = (next: string) => {
    setText(next);
    const reading = readSection(next, kind);
    setProblem(reading.ok ? undefined : reading);
    field.onChange(reading.ok ? reading.value : new UnreadableSection(reading));
  };

  return (
    <TextField
      id={id}
      name={field.name}
      label={translate('content.admin.jsonSection', { name: source })}
      value={text}
      onChange={(event) => change(event.target.value)}
      onBlur={field.onBlur}
      error={Boolean(problem ?? fieldState.error)}
      helperText={
        problem ? translate(problem.message, problem.args) : <InputHelperText error={fieldState.error?.message} helperText="content.admin.jsonHelp" />
      }
      multiline
      minRows={4}
      maxRows={24}
      fullWidth
      slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
      sx={{ mb: 2 }}
    />
  );
}
