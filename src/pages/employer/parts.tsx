import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { VacancyStatus } from '@core/jobs/search';
import { statusChip } from './vacancyRules';
import { useDates } from '../../shared/format/useDates';

/** A vacancy's status chip (draft, published, closed) in the page's language. */
export function VacancyStatusChip({ status }: { status: VacancyStatus }) {
  const translate = useTranslate();
  return <Chip size="small" {...statusChip(status)} label={translate(`employerPages.statuses.${status}`)} />;
}

/** Dates and times in the page's language and the employer's time zone (useDates). */
export const useJobFormat = useDates;
