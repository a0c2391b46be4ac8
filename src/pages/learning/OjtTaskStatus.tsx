import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OjtSubmissionView } from '@core/learning/classSessions';

/** Where the learner's task stands: not handed in, waiting for the grade, passed or to redo. */
export function OjtTaskStatus({ submission }: { submission: OjtSubmissionView | null }) {
  const translate = useTranslate();
  if (!submission) return <Chip size="small" label={translate('classOps.ui.ojt.statusNone')} />;
  if (submission.passed === null) return <Chip size="small" color="info" label={translate('classOps.ui.ojt.statusSubmitted')} />;
  return (
    <Chip
      size="small"
      color={submission.passed ? 'success' : 'warning'}
      label={translate(submission.passed ? 'classOps.ui.ojt.statusPassed' : 'classOps.ui.ojt.statusFailed', { score: submission.score ?? 0 })}
    />
  );
}
