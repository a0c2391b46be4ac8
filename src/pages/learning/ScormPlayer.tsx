import { Alert, Box, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Envelope } from '@core/gateway/families';
import type { CourseActivity } from '@core/learning/courseDocument';
import { useMember } from '../../shared/memberContext';
import { useGatewayQuery } from '../../shared/useGatewayQuery';
import { useMemberProfile } from '../../shared/useMemberProfile';
import { useMediaUrl } from './useMediaUrl';
import type { ScormOutlineItem, ScormState } from '@core/learning/scorm';
import { ScormOutline } from './ScormOutline';
import { startScormRuntime } from './ScormRuntime';
import { numberFormat } from '@core/format/locale';

/** What the player learns from the lesson's commits (H2a refreshes the outline's progress). */
export interface ScormProgress {
  isDone: boolean;
  score: number | null;
}

/** The same sandbox as the gateway's CSP for the package: scripts, forms and popups, never the app's origin. */
const FRAME_SANDBOX = 'allow-scripts allow-forms allow-popups';

type StatusKey = 'passed' | 'failed' | 'completed' | 'incomplete' | 'notAttempted';

function statusOf(state: Pick<ScormState, 'completion' | 'success'>): StatusKey {
  if (state.success === 'passed') return 'passed';
  if (state.success === 'failed') return 'failed';
  if (state.completion === 'completed') return 'completed';
  if (state.completion === 'incomplete') return 'incomplete';
  return 'notAttempted';
}

/**
 * A SCORM 1.2 or 2004 lesson inside the course player: the package runs in a sandboxed frame at its
 * ticket address and talks to the scorm-again API here through postMessage; the learner's CMI block is loaded from
 * the gateway first (resume) and every commit is stored there. The status and score show above the frame. A package
 * with several items lists them beside the frame; each opens with its own CMI block, and the lesson reopens at the
 * item used last.
 */
export function ScormPlayer({
  courseId,
  activity,
  onProgress,
}: {
  courseId: string;
  activity: CourseActivity;
  onProgress?: (progress: ScormProgress) => void;
}) {
  const translate = useTranslate();
  const { gateway, locale } = useMember();
  const { profile } = useMemberProfile();
  const media = useMediaUrl(activity.fileId);
  const activityPath = `/kompetensi/courses/${encodeURIComponent(courseId)}/activities/${encodeURIComponent(activity.id)}/scorm`;
  const itemPath = (itemId: string) => `${activityPath}/items/${encodeURIComponent(itemId)}`;
  // null: the item the gateway says to resume; then the one the learner chose in the outline.
  const [chosen, setChosen] = useState<string | null>(null);
  const readPath = chosen === null ? activityPath : itemPath(chosen);
  const frame = useRef<HTMLIFrameElement>(null);
  // The stored CMI is read afresh each time an item opens (no cache kept: it is what resume needs).
  const stored = useGatewayQuery(['main', readPath], async (client) => (await client.main.get<Envelope<ScormState>>(readPath)).data, {
    staleTime: 0,
    gcTime: 0,
  });
  const [latest, setLatest] = useState<ScormState | null>(null);
  // What this visit's commits said of each item (the outline's ticks before the next read).
  const [committed, setCommitted] = useState<Record<string, Pick<ScormOutlineItem, 'completion' | 'success'>>>({});
  const [saveFailed, setSaveFailed] = useState(false);
  const onProgressRef = useRef(onProgress);
  useEffect(() => {
    onProgressRef.current = onProgress;
  });

  const initial = stored.data;
  const item = initial?.items?.find((candidate) => candidate.id === initial.itemId);
  const url = media.data && item?.href ? media.data.baseUrl + item.href : media.data?.url;
  const commitPath = initial ? itemPath(initial.itemId) : activityPath;
  // A layout effect: the runtime listens before the browser runs anything else, so the frame's first messages
  // (its bridge asks for the stored CMI at once) always find it.
  useLayoutEffect(() => {
    if (!initial || !url) return;
    let last = { isDone: initial.isDone, score: initial.score };
    const runtime = startScormRuntime({
      version: initial.version,
      stored: initial.cmi,
      learner: { id: profile?.userId ?? '', name: profile?.fullname ?? '' },
      frameWindow: () => frame.current?.contentWindow ?? null,
      commit: async (block) => {
        const answer = await gateway.main.put<Envelope<ScormState>>(commitPath, block);
        setSaveFailed(false);
        setLatest(answer.data);
        setCommitted((before) => ({ ...before, [answer.data.itemId]: answer.data }));
        if (answer.data.isDone !== last.isDone || answer.data.score !== last.score) {
          last = { isDone: answer.data.isDone, score: answer.data.score };
          onProgressRef.current?.(last);
        }
      },
      onCommitError: () => setSaveFailed(true),
    });
    return () => void runtime.stop();
    // The runtime starts once per opened lesson (its stored state and address); later answers only update the status.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial?.fileId, initial?.itemId, url, gateway, commitPath]);

  if (media.isError || stored.isError) return <Alert severity="error">{translate('scorm.player.loadError')}</Alert>;
  const state = latest && latest.itemId === initial?.itemId ? latest : initial;
  if (!media.data || !state) {
    return (
      <Stack direction="row" spacing={1} alignItems="center" role="status">
        <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
        <Typography>{translate('scorm.player.loading')}</Typography>
      </Stack>
    );
  }
  const status = statusOf(state);
  const outline = (initial?.items ?? []).map((entry) => ({ ...entry, ...committed[entry.id] }));
  const launchable = outline.filter((entry) => entry.href !== null).length;
  return (
    <Box>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 1 }} aria-live="polite">
        <Chip
          size="small"
          color={status === 'passed' || status === 'completed' ? 'success' : status === 'failed' ? 'warning' : 'default'}
          label={translate(`scorm.player.status.${status}`)}
        />
        {state.score !== null && (
          <Typography variant="body2">
            {translate('scorm.player.score', { score: numberFormat(locale, { maximumFractionDigits: 1 }).format(state.score) })}
          </Typography>
        )}
      </Stack>
      {saveFailed && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('scorm.player.saveError')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: 'flex-start' }}>
        {launchable > 1 && (
          <Box sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0 }}>
            <ScormOutline
              items={outline}
              current={state.itemId}
              onOpen={(itemId) => {
                if (itemId === state.itemId) return;
                setLatest(null);
                setChosen(itemId);
              }}
            />
          </Box>
        )}
        <Box
          component="iframe"
          key={url}
          ref={frame}
          src={url}
          sandbox={FRAME_SANDBOX}
          title={translate('scorm.player.frameTitle', { title: item && launchable > 1 ? `${activity.title} – ${item.title}` : activity.title })}
          allow="fullscreen"
          sx={{
            display: 'block',
            width: '100%',
            minWidth: 0,
            // Beside the outline it takes the rest of the row; above it (a phone) its own height.
            flex: { xs: 'none', md: 1 },
            height: { xs: '75vh', md: 'min(80vh, 760px)' },
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
          }}
        />
      </Box>
    </Box>
  );
}
