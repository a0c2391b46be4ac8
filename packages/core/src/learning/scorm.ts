// The SCORM runtime's wire types, shared by the gateway (server/src/features/learning/scorm/memberRoutes.ts), the player
// (src/pages/learning/ScormPlayer.tsx) and the tests.

export type ScormVersion = '1.2' | '2004';

/** An item of the package as the player lists it, with the learner's status in it. */
export interface ScormOutlineItem {
  id: string;
  title: string;
  level: number;
  /** The item's page inside the package, encoded for the address (after the ticket's base); null for a folder. */
  href: string | null;
  sco: boolean;
  completion: string | null;
  success: string | null;
  score: number | null;
}

/** The gateway's answer for a SCORM activity or one of its items. */
export interface ScormState {
  version: ScormVersion;
  fileId: string;
  /** The item the CMI, completion and success belong to (the one to open: on resume, the last one used). */
  itemId: string;
  /** The package's items (on reads; a commit's answer leaves them out: the player updates the one it committed). */
  items?: ScormOutlineItem[];
  /** The stored CMI block as the runtime committed it ({cmi: {...}}): null before the first commit, and in a commit's answer. */
  cmi: { cmi: Record<string, unknown> } | null;
  completion: string | null;
  success: string | null;
  /** The activity's best score and whether it is done (every SCO completed or passed). */
  score: number | null;
  isDone: boolean;
}
