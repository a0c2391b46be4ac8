import { Alert, Box, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Envelope } from '@core/gateway/families';
import type { CourseActivity } from '@core/learning/courseDocument';
import { useMember } from '../../shared/memberContext';
import { useGatewayQuery } from '../../shared/useGatewayQuery';
import { useMemberProfile } from '../../shared/useMemberProfile';
import { useMediaUrl } from './useMediaUrl';
import { startScormRuntime, type CmiBlock, type ScormVersion } from './ScormRuntime';
import { numberFormat } from '@core/format/locale';

/** What the player learns from the lesson's commits (H2a refreshes the outline's progress). */
export interface ScormProgress {
  isDone: boolean;
  score: number | null;
}

/** The gateway's SCORM store answer (server/src/features/learning/scormRoutes.ts). */
interface ScormState {
  version: ScormVersion;
  fileId: string;
  cmi: CmiBlock | null;
  completion: string | null;
  success: string | null;
  score: number | null;
  isDone: boolean;
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
 * A SCORM 1.2 or 2004 lesson inside the course player (issue 16): the package runs in a sandboxed frame at its
 * ticket address and talks to the scorm-again API here through postMessage; the learner's CMI block is loaded from
 * the gateway first (resume) and every commit is stored there. The status and score show above the frame.
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
  const path = `/kompetensi/courses/${encodeURIComponent(courseId)}/activities/${encodeURIComponent(activity.id)}/scorm`;
  const frame = useRef<HTMLIFrameElement>(null);
  // The stored CMI is read afresh each time the lesson opens (no cache kept: it is what resume needs).
  const stored = useGatewayQuery(['main', path], async (client) => (await client.main.get<Envelope<ScormState>>(path)).data, {
    staleTime: 0,
    gcTime: 0,
  });
  const [latest, setLatest] = useState<ScormState | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const onProgressRef = useRef(onProgress);
  useEffect(() => {
    onProgressRef.current = onProgress;
  });

  const url = media.data?.url;
  const initial = stored.data;
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
        const answer = await gateway.main.put<Envelope<ScormState>>(path, block);
        setSaveFailed(false);
        setLatest(answer.data);
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
  }, [initial?.fileId, url, gateway, path]);

  if (media.isError || stored.isError) return <Alert severity="error">{translate('scorm.player.loadError')}</Alert>;
  const state = latest ?? initial;
  if (!media.data || !state) {
    return (
      <Stack direction="row" spacing={1} alignItems="center" role="status">
        <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
        <Typography>{translate('scorm.player.loading')}</Typography>
      </Stack>
    );
  }
  const status = statusOf(state);
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
      <Box
        component="iframe"
        ref={frame}
        src={media.data.url}
        sandbox={FRAME_SANDBOX}
        title={translate('scorm.player.frameTitle', { title: activity.title })}
        allow="fullscreen"
        sx={{
          display: 'block',
          width: '100%',
          height: { xs: '75vh', md: 'min(80vh, 760px)' },
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      />
    </Box>
  );
}
