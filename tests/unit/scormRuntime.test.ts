import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resumeBlock, startScormRuntime, type CmiBlock } from '../../src/pages/learning/ScormRuntime';

/** The player's SCORM runtime: resume data, the cross-frame LMS answering only the lesson's frame, commits in order. */

const learner = { id: 'u-1', name: 'Budi Santoso' };

describe('resumeBlock', () => {
  it('starts a first 1.2 session ab-initio with the learner and normal credit', () => {
    expect(resumeBlock('1.2', null, learner)).toEqual({
      core: { entry: 'ab-initio', exit: '', student_id: 'u-1', student_name: 'Budi Santoso', credit: 'credit', lesson_mode: 'normal' },
    });
  });

  it('resumes a 1.2 lesson that exited with suspend, keeps its location and suspend data, drops the old session time', () => {
    const stored: CmiBlock = {
      cmi: { core: { lesson_location: 'check', exit: 'suspend', session_time: '00:05:00', total_time: '00:05:00' }, suspend_data: 'q1=b' },
    };
    const block = resumeBlock('1.2', stored, learner);
    expect(block).toMatchObject({ core: { entry: 'resume', exit: '', lesson_location: 'check', total_time: '00:05:00' }, suspend_data: 'q1=b' });
    expect((block.core as Record<string, unknown>).session_time).toBeUndefined();
    expect(stored.cmi.core).toMatchObject({ exit: 'suspend' });
    expect((resumeBlock('1.2', { cmi: { core: { exit: '' } } }, learner).core as Record<string, unknown>).entry).toBe('');
  });

  it('does the same with 2004 names', () => {
    expect(resumeBlock('2004', { cmi: { exit: 'suspend', location: 'p2', session_time: 'PT5M' } }, learner)).toEqual({
      entry: 'resume',
      exit: '',
      location: 'p2',
      learner_id: 'u-1',
      learner_name: 'Budi Santoso',
      credit: 'credit',
      mode: 'normal',
    });
    expect(resumeBlock('2004', null, learner).entry).toBe('ab-initio');
  });
});

/** A window as far as CrossFrameLMS uses one: message listeners. */
class FakeWindow extends EventTarget {
  readonly posted: unknown[] = [];
  postMessage(message: unknown) {
    this.posted.push(message);
  }
}

function message(source: FakeWindow, method: string, params: unknown[] = [], messageId = `${method}-${Math.random()}`) {
  const event = new Event('message');
  Object.assign(event, { data: { messageId, method, params }, origin: 'null', source });
  return event;
}

describe('startScormRuntime', () => {
  let host: FakeWindow;
  beforeEach(() => {
    host = new FakeWindow();
    vi.stubGlobal('window', host);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("answers the lesson's frame, ignores any other window, and sends each commit and the finish", async () => {
    const frame = new FakeWindow();
    const stranger = new FakeWindow();
    const commits: CmiBlock[] = [];
    const runtime = startScormRuntime({
      version: '1.2',
      stored: { cmi: { core: { lesson_location: 'check', exit: 'suspend' } } },
      learner,
      frameWindow: () => frame as unknown as Window,
      commit: async (block) => void commits.push(block),
      host: host as unknown as Window,
    });
    host.dispatchEvent(message(frame, 'LMSInitialize', ['']));
    host.dispatchEvent(message(frame, 'LMSGetValue', ['cmi.core.lesson_location'], 'where'));
    host.dispatchEvent(message(stranger, 'LMSSetValue', ['cmi.core.lesson_status', 'passed']));
    expect(stranger.posted).toEqual([]);
    expect(frame.posted).toContainEqual({ messageId: 'where', result: 'check' });

    host.dispatchEvent(message(frame, 'LMSSetValue', ['cmi.core.score.raw', '67']));
    host.dispatchEvent(message(frame, 'LMSSetValue', ['cmi.core.lesson_status', 'passed']));
    host.dispatchEvent(message(frame, 'LMSCommit', ['']));
    await vi.waitFor(() => expect(commits).toHaveLength(1));
    expect(commits[0]!.cmi).toMatchObject({ core: { lesson_status: 'passed', score: { raw: '67' }, entry: 'resume', student_id: 'u-1' } });

    host.dispatchEvent(message(frame, 'LMSFinish', ['']));
    await vi.waitFor(() => expect(commits).toHaveLength(2));
    await runtime.stop();
    expect(commits).toHaveLength(2);
  });

  it('sends the state when the player closes before the lesson finished, and after a quiet moment following a change', async () => {
    vi.useFakeTimers();
    const frame = new FakeWindow();
    const commits: CmiBlock[] = [];
    const runtime = startScormRuntime({
      version: '2004',
      stored: null,
      learner,
      frameWindow: () => frame as unknown as Window,
      commit: async (block) => void commits.push(block),
      host: host as unknown as Window,
    });
    host.dispatchEvent(message(frame, 'Initialize', ['']));
    host.dispatchEvent(message(frame, 'SetValue', ['cmi.location', 'page-3']));
    expect(commits).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2500);
    expect(commits).toHaveLength(1);
    expect(commits[0]!.cmi).toMatchObject({ location: 'page-3', entry: 'ab-initio' });
    vi.useRealTimers();
    await runtime.stop();
    expect(commits).toHaveLength(2);
  });
});
