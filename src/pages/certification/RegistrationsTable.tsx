import { Link as MuiLink } from '@mui/material';
import { DataTable, ListContextProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { RegistrationView } from '@core/certification/contract';
import type { Todo } from './certificationRules';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { RegistrationStateChip } from '../../shared/certification/StatusChips';
import { useLocalList } from '../../shared/lists/localList';
import { ListEmpty } from '../../shared/lists/ListEmpty';
import { ListTable } from '../../shared/lists/ListTable';
import { useTodoText } from './TodoText';
import { formatDate } from '@core/format/dates';

interface RegistrationsTableProps {
  /** The gateway's answer; undefined while it is read. */
  registrations: readonly RegistrationView[] | undefined;
  linkOf: (registrationId: string) => string;
  /** The empty list's text and what the reader can do about it (catalog keys). */
  none: string;
  noneHelp: string;
  /** The assessor's list names the asesi; the asesi's own list does not. */
  showAsesi?: boolean;
  /** A column of what waits for the reader, when given. */
  todoOf?: (registration: RegistrationView) => Todo[];
  /** Page and sort in the address: only for a list that is the page's one list (not under ?tab=). */
  syncWithLocation?: boolean;
}

/** A registration as the list holds it: the texts its columns sort by, in the page's language. */
interface RegistrationRow extends RegistrationView {
  schemeTitle: string;
  stateText: string;
  todo: string;
}

const Col = DataTable.Col<RegistrationRow>;

/**
 * Registrations with their scheme, schedule day and state as react-admin's DataTable: sortable by each column, paged,
 * in the gateway's order until sorted; scrolls sideways on a phone rather than squeezing the columns.
 */
export function RegistrationsTable({
  registrations,
  linkOf,
  none,
  noneHelp,
  showAsesi = false,
  todoOf,
  syncWithLocation = false,
}: RegistrationsTableProps) {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const todoText = useTodoText();
  const rows = registrations?.map((registration): RegistrationRow => ({
    ...registration,
    schemeTitle: format.text(registration.schedule.scheme.title),
    stateText: translate(`certification.states.${registration.state}`),
    todo: todoOf ? todoText(todoOf(registration)).join(' · ') : '',
  }));
  const list = useLocalList({ resource: showAsesi ? 'assessor-registrations' : 'asesi-registrations', data: rows, syncWithLocation });
  const link = (registration: RegistrationRow, text: string) => (
    <MuiLink component={Link} to={linkOf(registration.id)}>
      {text}
    </MuiLink>
  );
  return (
    <ListContextProvider value={list}>
      <ListTable
        label={translate('certificationPages.registration.tableLabel')}
        empty={<ListEmpty text={translate(none)} help={translate(noneHelp)} />}
      >
        {showAsesi && (
          <Col
            source="asesi.name"
            label="certificationPages.registration.asesi"
            render={(registration) => link(registration, registration.asesi.name)}
          />
        )}
        <Col
          source="schemeTitle"
          label="certificationPages.schedule.scheme"
          render={(registration) => (showAsesi ? registration.schemeTitle : link(registration, registration.schemeTitle))}
        />
        <Col
          source="schedule.startsAt"
          label="certificationPages.schedule.date"
          sortByOrder="DESC"
          sx={{ whiteSpace: 'nowrap' }}
          render={(registration) => formatDate(registration.schedule.startsAt, format.locale, registration.schedule.lsp.timeZone)}
        />
        <Col
          source="stateText"
          label="certificationPages.registration.state"
          render={(registration) => <RegistrationStateChip state={registration.state} />}
        />
        {todoOf && <Col source="todo" label="certificationPages.registration.waitsForMe" />}
      </ListTable>
    </ListContextProvider>
  );
}
