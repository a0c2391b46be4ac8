import { Button, Chip } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { HIRING_STATUS_LABELS, hiringStatusColour, type HiringState } from '@core/jobs/hiring';
import { useMember } from '../../shared/memberContext';
import { chipColour } from './jobSeekerRules';
import { useDates } from '../../shared/format/useDates';

/** Dates and times in the page's language. */
/**
 * The way to the CV (/job-seeker/job-profile): SPEC 5's job seeker menu has no item for it, so the pages that lead to
 * applying link it (docs/decisions/2026-11-26-job-portal.md "CV (job-profile)").
 */
export function CvLink() {
  const translate = useTranslate();
  const base = useBasename();
  return (
    <Button component={Link} to={`${base}/job-profile`} variant="outlined" size="small">
      {translate('jobSeekerPages.cv.link')}
    </Button>
  );
}

/** Dates and times in the page's language and the employer's time zone (useDates). */
export const useJobFormat = useDates;

/** An application's hiring status with SPEC 4's label and colour (packages/core/src/jobs/hiring.ts). */
export function HiringStatusChip({ state }: { state: HiringState }) {
  const { locale } = useMember();
  return <Chip size="small" color={chipColour(hiringStatusColour(state))} label={HIRING_STATUS_LABELS[state][locale]} />;
}
