import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface LinesInputProps {
  /** The list's name, a heading over its lines. */
  legend: string;
  /** The label of line i (from 0), e.g. "KUK 1.2". */
  lineLabel: (index: number) => string;
  lines: readonly string[];
  onChange: (lines: string[]) => void;
  addLabel: string;
  error?: string;
  maxLength: number;
}

/** A repeatable text input (requirements, KUK): one labelled field per line, a button to add one and one to remove each. */
export function LinesInput({ legend, lineLabel, lines, onChange, addLabel, error, maxLength }: LinesInputProps) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {legend}
      </Typography>
      <Stack spacing={1}>
        {lines.map((line, index) => (
          <Stack key={index} direction="row" spacing={1} alignItems="flex-start">
            <TextField
              size="small"
              fullWidth
              multiline
              label={lineLabel(index)}
              value={line}
              onChange={(event) => onChange(lines.map((current, at) => (at === index ? event.target.value : current)))}
              slotProps={{ htmlInput: { maxLength } }}
            />
            <Button
              size="small"
              color="error"
              onClick={() => onChange(lines.filter((_line, at) => at !== index))}
              aria-label={translate('lspPages.actions.removeNamed', { name: lineLabel(index) })}
            >
              {translate('lspPages.actions.remove')}
            </Button>
          </Stack>
        ))}
        {error && (
          <Typography color="error" variant="body2">
            {error}
          </Typography>
        )}
        <Box>
          <Button size="small" onClick={() => onChange([...lines, ''])}>
            {addLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
