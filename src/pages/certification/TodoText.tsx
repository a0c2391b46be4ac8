import { useTranslate } from 'react-admin';
import type { Todo } from './certificationRules';

/** What waits for someone, as sentences (certificationPages.todo), the forms named by their codes. */
export function useTodoText() {
  const translate = useTranslate();
  return (todos: readonly Todo[]) => todos.map((todo) => translate(`certificationPages.todo.${todo.key}`, { forms: (todo.forms ?? []).join(', ') }));
}
