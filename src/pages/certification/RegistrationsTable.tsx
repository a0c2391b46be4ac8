import { Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { RegistrationView } from '@core/certification/contract';
import type { Todo } from './certificationRules';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { RegistrationStateChip } from '../../shared/certification/StatusChips';
import { useTodoText } from './TodoText';
import { TableScroll } from '../../shared/TableScroll';

interface RegistrationsTableProps {
  registrations: readonly RegistrationView[];
  linkOf: (registrationId: string) => string;
  /** The assessor's list names the asesi; the asesi's own list does not. */
  showAsesi?: boolean;
  /** A column of what waits for the reader, when given. */
  todoOf?: (registration: RegistrationView) => Todo[];
}

/** Registrations with their scheme, schedule day and state; scrolls sideways on a phone rather than squeezing the columns. */
export function RegistrationsTable({ registrations, linkOf, showAsesi = false, todoOf }: RegistrationsTableProps) {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const todoText = useTodoText();
  return (
    <TableScroll>
      <Table size="small" aria-label={translate('certificationPages.registration.tableLabel')}>
        <TableHead>
          <TableRow>
            {showAsesi && <TableCell>{translate('certificationPages.registration.asesi')}</TableCell>}
            <TableCell>{translate('certificationPages.schedule.scheme')}</TableCell>
            <TableCell>{translate('certificationPages.schedule.date')}</TableCell>
            <TableCell>{translate('certificationPages.registration.state')}</TableCell>
            {todoOf && <TableCell>{translate('certificationPages.registration.waitsForMe')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {registrations.map((registration) => {
            const scheme = format.text(registration.schedule.scheme.title);
            return (
              <TableRow key={registration.id}>
                {showAsesi && (
                  <TableCell>
                    <MuiLink component={Link} to={linkOf(registration.id)}>
                      {registration.asesi.name}
                    </MuiLink>
                  </TableCell>
                )}
                <TableCell>
                  {showAsesi ? (
                    scheme
                  ) : (
                    <MuiLink component={Link} to={linkOf(registration.id)}>
                      {scheme}
                    </MuiLink>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(registration.schedule.startsAt)}</TableCell>
                <TableCell>
                  <RegistrationStateChip state={registration.state} />
                </TableCell>
                {todoOf && <TableCell>{todoText(todoOf(registration)).join(' · ')}</TableCell>}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
