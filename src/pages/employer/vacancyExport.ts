import { useMemo } from 'react';
import { useTranslate, type Exporter } from 'react-admin';
import { locationText } from '@core/jobs/vacancyText';
import type { EmployerVacancyView } from '@core/jobs/contract';
import { csvExporter } from '../../shared/csvExport';
import { localDateOf } from './vacancyRules';

/**
 * The grid's CSV: its columns with their headers (the actions aside), in the page's language. Dates are the
 * employer's local YYYY-MM-DD and the applicants a plain number, which every spreadsheet reads as such in any
 * language (the screen's "2 Des 2026" or "1.234" would stay text, or be misread, in an English one).
 */
export function useVacancyExporter(): Exporter<EmployerVacancyView> {
  const translate = useTranslate();
  return useMemo(() => {
    const header = (column: string) => translate(`employerPages.grid.columns.${column}`);
    const statusOf = (vacancy: EmployerVacancyView) => {
      const status = translate(`employerPages.statuses.${vacancy.status}`);
      return vacancy.expired ? `${status} (${translate('employerPages.grid.expired')})` : status;
    };
    return csvExporter<EmployerVacancyView>(
      [
        { header: header('title'), value: (vacancy) => vacancy.title },
        { header: header('status'), value: statusOf },
        { header: header('location'), value: (vacancy) => locationText(vacancy, translate) },
        { header: header('type'), value: (vacancy) => translate(`jobPages.employmentTypes.${vacancy.employmentType}`) },
        { header: header('applicants'), value: (vacancy) => vacancy.counters.total },
        { header: header('posted'), value: (vacancy) => vacancy.publishedAt && localDateOf(vacancy.publishedAt) },
        { header: header('closes'), value: (vacancy) => vacancy.closesAt && localDateOf(vacancy.closesAt) },
      ],
      translate('employerPages.grid.tableLabel'),
    );
  }, [translate]);
}
