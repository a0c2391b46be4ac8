import { Alert, Box, Button, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { ScheduleView } from '@core/certification/types';
import { parseErrorMessage } from '@core/errors/parseError';
import { formatIdr } from '@core/format/currency';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { ScheduleForm } from './ScheduleForm';
import { TableScroll } from './TableScroll';

/** The LSP's schedules, newest first as the gateway sends them; a new one and each one's edit open the schedule form. */
export function SchedulesTab() {
  const translate = useTranslate();
  const base = useBasename();
  const format = useCertificationFormat();
  const { data, error, isError } = useCertificationRead<ScheduleView[]>('/jadwal-lsp/schedules');
  // undefined: closed; null: a new schedule; else the schedule edited.
  const [editing, setEditing] = useState<ScheduleView | null | undefined>(undefined);
  return (
    <section aria-labelledby="schedules-heading">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="h2" variant="h6" id="schedules-heading">
          {translate('lspPages.schedules.title')}
        </Typography>
        <Button variant="contained" onClick={() => setEditing(null)}>
          {translate('lspPages.schedules.new')}
        </Button>
      </Box>
      {isError && <Alert severity="error">{parseErrorMessage(error)}</Alert>}
      {data?.length === 0 && <Typography>{translate('lspPages.schedules.none')}</Typography>}
      {data && data.length > 0 && (
        <TableScroll>
          <Table size="small" aria-label={translate('lspPages.schedules.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('lspPages.schedule.scheme')}</TableCell>
                <TableCell>{translate('lspPages.schedule.testSite')}</TableCell>
                <TableCell>{translate('lspPages.schedule.when')}</TableCell>
                <TableCell>{translate('lspPages.schedule.registration')}</TableCell>
                <TableCell align="right">{translate('lspPages.schedule.registered')}</TableCell>
                <TableCell align="right">{translate('lspPages.schedule.fee')}</TableCell>
                <TableCell>{translate('lspPages.actions.label')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((schedule) => (
                <TableRow key={schedule.id}>
                  <TableCell sx={{ minWidth: 180 }}>
                    <MuiLink component={Link} to={`${base}/jadwal-lsp/detail/${schedule.id}`}>
                      {format.text(schedule.scheme.title)}
                    </MuiLink>
                    <Typography variant="body2" color="text.secondary">
                      {schedule.scheme.code}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ minWidth: 140 }}>{schedule.testSite.name}</TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
                    {format.dateTime(schedule.startsAt)} – {format.dateTime(schedule.endsAt)}
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
                    {format.date(schedule.registrationOpensAt)} – {format.date(schedule.registrationClosesAt)}
                  </TableCell>
                  <TableCell align="right">
                    {schedule.registered} / {schedule.quota}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {schedule.fee > 0 ? formatIdr(schedule.fee) : translate('lspPages.schedule.free')}
                  </TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      onClick={() => setEditing(schedule)}
                      aria-label={translate('lspPages.schedules.editOf', {
                        scheme: format.text(schedule.scheme.title),
                        date: format.date(schedule.startsAt),
                      })}
                    >
                      {translate('lspPages.actions.edit')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
      {editing !== undefined && <ScheduleForm schedule={editing ?? undefined} onClose={() => setEditing(undefined)} />}
    </section>
  );
}
