import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A VR simulation result's outcome, as the learner's and the trainer's result lists show it. */
export function VrPassedChip({ passed }: { passed: boolean }) {
  const translate = useTranslate();
  return <Chip size="small" color={passed ? 'success' : 'default'} label={translate(passed ? 'classOps.ui.vr.passed' : 'classOps.ui.vr.failed')} />;
}
