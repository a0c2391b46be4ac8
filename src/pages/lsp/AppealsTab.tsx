import { Alert, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AppealView } from '@core/certification/types';
import { parseErrorMessage } from '@core/errors/parseError';
import { AppealDecisionDialog } from './AppealDecisionDialog';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { TableScroll } from './TableScroll';

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
      {data?.length === 0 && <Typography>{translate('lspPages.appeals.none')}</Typography>}
      {data && data.length > 0 && <AppealsTable appeals={data} onDecide={setDeciding} />}
      {deciding && <AppealDecisionDialog appeal={deciding} onClose={() => setDeciding(null)} />}
    </section>
  );
}

/** Appeals as a table: asesi, scheme, reason, dates, state and the decision's note; "decide" on the open ones. */
export function AppealsTable({ appeals, onDecide }: { appeals: readonly AppealView[]; onDecide?: (appeal: AppealView) => void }) {
  const translate = useTranslate();
  const format = useCertificationFormat();
  return (
    <TableScroll>
      <Table size="small" aria-label={translate('lspPages.appeals.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('lspPages.participants.asesi')}</TableCell>
            <TableCell>{translate('lspPages.schedule.scheme')}</TableCell>
            <TableCell>{translate('lspPages.appeals.reason')}</TableCell>
            <TableCell>{translate('lspPages.appeals.lodged')}</TableCell>
            <TableCell>{translate('lspPages.appeals.state')}</TableCell>
            {onDecide && <TableCell>{translate('lspPages.actions.label')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {appeals.map((appeal) => (
            <TableRow key={appeal.id}>
              <TableCell sx={{ minWidth: 140 }}>{appeal.asesi.name}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>{format.text(appeal.scheme)}</TableCell>
              <TableCell sx={{ minWidth: 200 }}>{appeal.reason}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(appeal.createdAt)}</TableCell>
              <TableCell sx={{ minWidth: 140 }}>
                <Chip
                  size="small"
                  color={appeal.state === 'upheld' ? 'success' : 'default'}
                  label={translate(`lspPages.appealStates.${appeal.state}`)}
                />
                {appeal.decisionNote && (
                  <Typography variant="body2" color="text.secondary">
                    {appeal.decidedAt ? `${format.date(appeal.decidedAt)}: ` : ''}
                    {appeal.decisionNote}
                  </Typography>
                )}
              </TableCell>
              {onDecide && (
                <TableCell>
                  {appeal.state === 'submitted' && (
                    <Button size="small" variant="outlined" onClick={() => onDecide(appeal)}>
                      {translate('lspPages.appeals.decide')}
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
