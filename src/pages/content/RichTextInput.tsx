import { TextField } from '@mui/material';
import { useState } from 'react';
import { InputHelperText, required, useInput, useTranslate } from 'react-admin';
import { blocksToText, textToBlocks } from '@core/content/blocksText';
import type { RichText } from '@core/content/types';

/**
 * A rich-text field (SPEC 3's blocks) edited as light markup. The field shows what the operator types and stores
 * its blocks: formatting the blocks back on every key would eat a space or line break typed at the end.
 */
export function RichTextInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field, fieldState, id, isRequired } = useInput({ source, validate: required() });
  const [text, setText] = useState(() => blocksToText(field.value as RichText | undefined));
  return (
    <TextField
      id={id}
      name={field.name}
      label={translate(label)}
      required={isRequired}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(textToBlocks(event.target.value));
      }}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={<InputHelperText error={fieldState.error?.message} helperText="content.admin.richTextHelp" />}
      multiline
      minRows={5}
      fullWidth
      sx={{ mb: 2 }}
    />
  );
}
