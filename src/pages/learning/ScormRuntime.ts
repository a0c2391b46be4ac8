import type { ScormVersion } from '@core/learning/scorm';
import { CrossFrameLMS, Scorm12API, Scorm2004API } from 'scorm-again';

/**
 * The LMS side of a SCORM lesson: scorm-again's Scorm12API or Scorm2004API in the member app, loaded with
 * the learner's stored CMI block, reached from the sandboxed lesson frame through scorm-again's CrossFrameLMS
 * (postMessage; the frame's bridge is injected by the gateway). Every commit of the lesson, its finish, and a short
 * pause after its last change are sent to the gateway, so a reload resumes where the learner was.
 */

export type { ScormVersion };
export type CmiBlock = { cmi: Record<string, unknown> };

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** After the lesson's last SetValue, this long without a commit of its own sends one (a reload keeps the state). */
export const IDLE_COMMIT_MS = 2000;

/**
 * The stored block prepared for a new session: entry says whether the lesson resumes (it exited with 'suspend'),
 * starts again ('') or starts for the first time ('ab-initio'); the last session's time and exit are cleared (the
 * total time keeps them); the learner's id and name are the LMS's to give.
 */
export function resumeBlock(version: ScormVersion, stored: CmiBlock | null, learner: { id: string; name: string }): Json {
  const cmi: Json = structuredClone(isJson(stored?.cmi) ? stored.cmi : {});
  if (version === '1.2') {
    const core: Json = isJson(cmi.core) ? cmi.core : {};
    core.entry = !stored ? 'ab-initio' : core.exit === 'suspend' ? 'resume' : '';
    core.exit = '';
    delete core.session_time;
    core.student_id = learner.id;
    core.student_name = learner.name;
    core.credit = 'credit';
    core.lesson_mode = 'normal';
    cmi.core = core;
    return cmi;
  }
  cmi.entry = !stored ? 'ab-initio' : cmi.exit === 'suspend' ? 'resume' : '';
  cmi.exit = '';
  delete cmi.session_time;
  cmi.learner_id = learner.id;
  cmi.learner_name = learner.name;
  cmi.credit = 'credit';
  cmi.mode = 'normal';
  return cmi;
}

/** A message the lesson frame's CrossFrameAPI sends (scorm-again's MessageData). */
const isScormMessage = (data: unknown) => isJson(data) && typeof data.messageId === 'string' && typeof data.method === 'string';

export interface ScormRuntimeOptions {
  version: ScormVersion;
  stored: CmiBlock | null;
  learner: { id: string; name: string };
  /** The lesson frame's window: SCORM messages from any other window are dropped before the LMS sees them. */
  frameWindow: () => Window | null;
  /** Sends a block to the gateway; commits are sent one after another, in order. */
  commit: (block: CmiBlock) => Promise<void>;
  onCommitError?: (error: unknown) => void;
  /** The window the app runs in (tests give their own). */
  host?: Window;
}

export interface ScormRuntime {
  /** Sends the current state now (the player closing) and stops listening to the frame. */
  stop(): Promise<void>;
}

export function startScormRuntime(options: ScormRuntimeOptions): ScormRuntime {
  const host = options.host ?? window;
  const settings = { lmsCommitUrl: false, autocommit: false, logLevel: 5 } as const;
  const api = options.version === '1.2' ? new Scorm12API(settings) : new Scorm2004API(settings);
  api.loadFromJSON(resumeBlock(options.version, options.stored, options.learner), '');

  // Registered before CrossFrameLMS's own listener, in the capture phase: it runs first and stops a SCORM message
  // from any window but the lesson's (CrossFrameLMS must accept the opaque origin 'null', so the origin cannot).
  const guard = (event: MessageEvent) => {
    if (isScormMessage(event.data) && event.source !== options.frameWindow()) event.stopImmediatePropagation();
  };
  host.addEventListener('message', guard, true);
  const lms = new CrossFrameLMS(api, '*');

  let queue = Promise.resolve();
  let idle: ReturnType<typeof setTimeout> | undefined;
  let finished = false;
  const send = (terminate: boolean) => {
    clearTimeout(idle);
    const block = api.renderCommitCMI(terminate) as unknown as CmiBlock;
    queue = queue.then(() => options.commit(block)).catch((error: unknown) => options.onCommitError?.(error));
    return queue;
  };
  const prefix = options.version === '1.2' ? 'LMS' : '';
  api.on(`${prefix}Commit`, () => void send(false));
  api.on(options.version === '1.2' ? 'LMSFinish' : 'Terminate', () => {
    finished = true;
    void send(true);
  });
  api.on(`${prefix}SetValue.cmi.*`, () => {
    clearTimeout(idle);
    idle = setTimeout(() => void send(false), IDLE_COMMIT_MS);
  });

  return {
    async stop() {
      host.removeEventListener('message', guard, true);
      lms.destroy();
      // A lesson closed without its finish: its session still counts towards the total time.
      if (!finished && api.isInitialized()) await send(true);
      else await queue;
      clearTimeout(idle);
    },
  };
}
