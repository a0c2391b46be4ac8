import { Chip } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { VacancyStatus } from '@core/jobs/search';
import { useMember } from '../../shared/memberContext';
import { statusChip } from './vacancyRules';
import { dateTimeFormat } from '@core/format/locale';

/** A vacancy's status chip (draft, published, closed) in the page's language. */
export function VacancyStatusChip({ status }: { status: VacancyStatus }) {
  const translate = useTranslate();
  return <Chip size="small" {...statusChip(status)} label={translate(`employerPages.statuses.${status}`)} />;
}

/** Dates in the page's language. */
export function useJobFormat() {
  const { locale } = useMember();
  return useMemo(() => {
    const date = dateTimeFormat(locale, { dateStyle: 'medium' });
    return { locale, date: (iso: string) => date.format(new Date(iso)) };
  }, [locale]);
}
