import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { EmployerVacancyView } from '@core/jobs/contract';
import type { GatewayDataProvider } from '../../shared/gatewayDataProvider';
import { useOptionalLiveNotifications } from '../../shared/LiveNotificationsContext';
import { useSubmission } from '../../shared/submission';
import { gatewayQueryKey } from '../../shared/useGatewayQuery';
import { VACANCY_RESOURCE } from './vacancyRules';

export type VacancyStep = 'publish' | 'close' | 'duplicate';
type Pending = { kind: VacancyStep; vacancy: EmployerVacancyView } | { kind: 'bulk'; ids: string[] };

/**
 * Reads the vacancies again: react-admin's list and the employer's other reads (a vacancy's page, the candidates'
 * vacancy choice), as a write did before the grid was a react-admin list. A pushed notification (a new application
 * changes a row's applicants) does the same, as MemberPage does for the gateway reads.
 */
function useVacanciesRefresh() {
  const queryClient = useQueryClient();
  const live = useOptionalLiveNotifications();
  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [VACANCY_RESOURCE] }),
        queryClient.invalidateQueries({ queryKey: gatewayQueryKey(['jp', 'employer']) }),
      ]),
    [queryClient],
  );
  useEffect(() => live?.subscribe(() => void refresh()), [live, refresh]);
  return refresh;
}

/**
 * The grid's steps (a row's publish, close or duplicate, the bulk Close), each asked in the one confirmation first,
 * then sent through the data provider's `action`; the gateway's message shows as a notice, a refusal above the table.
 */
export function useVacancyActions() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const { onUnselectItems } = useListContext();
  const refresh = useVacanciesRefresh();
  const sending = useSubmission('employerPages.validation.fix');
  const [pending, setPending] = useState<Pending | null>(null);

  async function confirm() {
    if (!pending) return;
    const done = await sending.run(async () => {
      const answer =
        pending.kind === 'bulk'
          ? await dataProvider.action(VACANCY_RESOURCE, { action: 'bulk-close', body: { ids: pending.ids } })
          : await dataProvider.action(VACANCY_RESOURCE, { id: pending.vacancy.id, action: pending.kind });
      await refresh();
      return answer;
    });
    if (done && pending.kind === 'bulk') onUnselectItems();
    setPending(null);
  }

  const bulk = pending?.kind === 'bulk';
  const dialog = {
    open: pending !== null,
    title: !pending ? '' : translate(bulk ? 'employerPages.grid.bulkCloseTitle' : `employerPages.actions.${pending.kind}Title`),
    text: !pending
      ? ''
      : pending.kind === 'bulk'
        ? translate('employerPages.grid.bulkCloseText', { count: pending.ids.length })
        : translate(`employerPages.actions.${pending.kind}Text`, { title: pending.vacancy.title }),
    confirm: !pending ? '' : translate(bulk ? 'employerPages.grid.bulkClose' : `employerPages.actions.${pending.kind}`),
    busy: sending.pending,
    onConfirm: () => void confirm(),
    onClose: () => setPending(null),
  };

  return {
    ask: (kind: VacancyStep, vacancy: EmployerVacancyView) => setPending({ kind, vacancy }),
    askBulkClose: (ids: string[]) => setPending({ kind: 'bulk', ids }),
    error: sending.error,
    dismissError: sending.reset,
    dialog,
  };
}
