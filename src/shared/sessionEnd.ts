/**
 * What must be closed before the member's session ends (a logout or an account switch revokes it on the server):
 * the notification hub's connection, which the server would otherwise close with "Session ended", an error the
 * SignalR client writes to the console. One member app per page, so one list per page.
 */
const hooks = new Set<() => Promise<void>>();

/** Registers a closing step; the returned function removes it (an effect's cleanup). */
export function beforeSessionEnds(hook: () => Promise<void>): () => void {
  hooks.add(hook);
  return () => {
    hooks.delete(hook);
  };
}

/** Runs every closing step; one that fails does not keep the session from ending. */
export async function closeBeforeSessionEnds(): Promise<void> {
  await Promise.allSettled([...hooks].map((hook) => hook()));
}
