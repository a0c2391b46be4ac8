import { Alert } from '@mui/material';

/**
 * What an empty list shows instead of its table: what is missing and, in `help`, what the reader can do about it
 * (both already in the page's language). A status, not an alert: nothing went wrong.
 */
export function ListEmpty({ text, help }: { text: string; help?: string }) {
  return (
    <Alert severity="info" role="status" sx={{ my: 1 }}>
      {text}
      {help && ` ${help}`}
    </Alert>
  );
}
