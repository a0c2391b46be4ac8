import { Alert, Box, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ActivityPosition } from '@core/learning/completion';
import { useLearnerFormat } from './learnerFormat';

interface VideoPlayerProps {
  url: string;
  title: string;
  /** Where the learner left off, in seconds. */
  startSecond: number;
  /** The position as it plays; `now` asks for an immediate report (pause, end). */
  onPosition: (position: ActivityPosition, now: boolean) => void;
}

/**
 * An HTML5 video that resumes where the learner left off. The furthest second counts only what was played: a seek
 * forward does not move it, so skipping to the end does not complete the video (the 90% rule).
 */
export function VideoPlayer({ url, title, startSecond, onPosition }: VideoPlayerProps) {
  const translate = useTranslate();
  const format = useLearnerFormat();
  const videoRef = useRef<HTMLVideoElement>(null);
  const furthest = useRef(startSecond);
  const last = useRef(startSecond);
  const [failed, setFailed] = useState(false);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const onPositionRef = useRef(onPosition);
  useEffect(() => {
    onPositionRef.current = onPosition;
  });

  useEffect(() => {
    furthest.current = startSecond;
    last.current = startSecond;
    // The start is read when the video loads, not on each report.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  const report = (now: boolean) => {
    const video = videoRef.current;
    if (!video || !Number.isFinite(video.duration)) return;
    onPositionRef.current({ second: video.currentTime, duration: video.duration, furthestSecond: furthest.current }, now);
  };

  return (
    <Box>
      {failed && <Alert severity="error">{translate('learner.player.loadError', { error: title })}</Alert>}
      {resumedAt !== null && (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {translate('learner.player.videoResume', { time: format.clock(resumedAt) })}
        </Typography>
      )}
      <video
        ref={videoRef}
        src={url}
        controls
        preload="metadata"
        aria-label={title}
        style={{ width: '100%', maxHeight: '70vh', background: '#000' }}
        onLoadedMetadata={(event) => {
          const video = event.currentTarget;
          if (startSecond > 1 && startSecond < video.duration - 1) {
            video.currentTime = startSecond;
            setResumedAt(startSecond);
          }
          report(false);
        }}
        onTimeUpdate={(event) => {
          const current = event.currentTarget.currentTime;
          // Played, not sought: a step of a few seconds at most between two time updates.
          if (current > last.current && current - last.current < 3) furthest.current = Math.max(furthest.current, current);
          last.current = current;
          report(false);
        }}
        onSeeked={(event) => {
          last.current = event.currentTarget.currentTime;
        }}
        onPause={() => report(true)}
        onEnded={() => report(true)}
        onError={() => setFailed(true)}
      />
    </Box>
  );
}
