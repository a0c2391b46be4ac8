import { Alert, Button, Chip, Link as MuiLink, Typography } from '@mui/material';
import { useState } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { AppealView } from '@core/certification/contract';
import { parseErrorMessage } from '@core/errors/parseError';
import { AppealDecisionDialog } from './AppealDecisionDialog';
import { ColumnTable, type Column } from './ColumnTable';
import { ListEmpty } from '../../shared/lists/ListEmpty';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';

/** The appeals (banding) against the LSP's decisions, with their state; an open one is decided here. */
export function AppealsTab() {
  const translate = useTranslate();
  const { data, error, isError } = useCertificationRead<AppealView[]>('/jadwal-lsp/appeals');
  const [deciding, setDeciding] = useState<AppealView | null>(null);
  return (
    <section aria-labelledby="appeals-heading">
      <Typography component="h2" variant="h6" id="appeals-heading" sx={{ mb: 1 }}>
        {translate('lspPages.appeals.title')}
      </Typography>
      {isError && <Alert severity="error">{parseErrorMessage(error)}</Alert>}
      {data && <AppealsTable appeals={data} onDecide={setDeciding} />}
      {deciding && <AppealDecisionDialog appeal={deciding} onClose={() => setDeciding(null)} />}
    </section>
  );
}

/** Appeals as a table: asesi, scheme, reason, dates, state and the decision's note; "decide" on the open ones. */
export function AppealsTable({
  appeals,
  onDecide,
  linked = true,
}: {
  appeals: readonly AppealView[];
  onDecide?: (appeal: AppealView) => void;
  /** Whether the asesi's name links to the registration's page (not on that page itself). */
  linked?: boolean;
}) {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const base = useBasename();
  const columns: Column<AppealView>[] = [
    {
      label: translate('lspPages.participants.asesi'),
      sx: { minWidth: 140 },
      sortBy: (appeal) => appeal.asesi.name,
      // The registration's page, where its forms and history are the appeal's evidence.
      cell: (appeal) =>
        linked ? (
          <MuiLink component={Link} to={`${base}/jadwal-lsp/detail/${appeal.scheduleId}/peserta/${appeal.asesi.accountId}/${appeal.registrationId}`}>
            {appeal.asesi.name}
          </MuiLink>
        ) : (
          appeal.asesi.name
        ),
    },
    {
      label: translate('lspPages.schedule.scheme'),
      sx: { minWidth: 160 },
      sortBy: (appeal) => format.text(appeal.scheme),
      cell: (appeal) => format.text(appeal.scheme),
    },
    { label: translate('lspPages.appeals.reason'), sx: { minWidth: 200 }, cell: (appeal) => appeal.reason },
    {
      label: translate('lspPages.appeals.lodged'),
      sx: { whiteSpace: 'nowrap' },
      sortBy: (appeal) => appeal.createdAt,
      cell: (appeal) => format.date(appeal.createdAt),
    },
    {
      label: translate('lspPages.appeals.state'),
      sx: { minWidth: 140 },
      sortBy: (appeal) => translate(`lspPages.appealStates.${appeal.state}`),
      cell: (appeal) => (
        <>
          <Chip size="small" color={appeal.state === 'upheld' ? 'success' : 'default'} label={translate(`lspPages.appealStates.${appeal.state}`)} />
          {appeal.decisionNote && (
            <Typography variant="body2" color="text.secondary">
              {appeal.decidedAt ? `${format.date(appeal.decidedAt)}: ` : ''}
              {appeal.decisionNote}
            </Typography>
          )}
        </>
      ),
    },
  ];
  if (onDecide) {
    columns.push({
      label: translate('lspPages.actions.label'),
      cell: (appeal) =>
        appeal.state === 'submitted' && (
          <Button size="small" variant="outlined" onClick={() => onDecide(appeal)}>
            {translate('lspPages.appeals.decide')}
          </Button>
        ),
    });
  }
  return (
    <ColumnTable
      name="lsp-appeals"
      label={translate('lspPages.appeals.title')}
      columns={columns}
      rows={appeals}
      rowKey={(appeal) => appeal.id}
      empty={<ListEmpty text={translate('lspPages.appeals.none')} help={translate('lspPages.appeals.emptyHelp')} />}
    />
  );
}
