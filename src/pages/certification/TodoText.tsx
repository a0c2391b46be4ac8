import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Todo } from './certificationRules';

/** What waits for someone, as sentences (certificationPages.todo), the forms named by their codes. */
export function useTodoText() {
  const translate = useTranslate();
  return (todos: readonly Todo[]) => todos.map((todo) => translate(`certificationPages.todo.${todo.key}`, { forms: (todo.forms ?? []).join(', ') }));
}

/** What waits for the reader now, listed under its heading in a polite live region; nothing when nothing waits. */
export function TodoAlert({ heading, todos }: { heading: string; todos: readonly Todo[] }) {
  const todoText = useTodoText();
  if (todos.length === 0) return null;
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }}>
      <strong>{heading}</strong>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {todoText(todos).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </Box>
    </Alert>
  );
}
