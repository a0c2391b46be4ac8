import { Alert, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { DataTable, useBasename, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import { formatNumber } from '@core/format/locale';
import { locationText } from '@core/jobs/vacancyText';
import type { EmployerVacancyView } from '@core/jobs/contract';
import { useJobFormat, VacancyStatusChip } from './parts';
import type { VacancyStep } from './useVacancyActions';
import { BulkCloseButton, SelectionBody, SelectionHead, SelectionToolbar } from './vacancySelection';
import { rowActions } from './vacancyRules';

const column = (name: string) => `employerPages.grid.columns.${name}`;
/** DataTable's column for a vacancy (the record type of a column without a source is not inferred). */
const Col = DataTable.Col<EmployerVacancyView>;

/**
 * The title cell is its row's header, as a screen reader names a row by it. DataTable.Col leaves `component` out of
 * its props' type, but hands it to the cell as it does every TableCell prop (in the header row it is a th anyway).
 */
const ROW_HEADER = { component: 'th' } as object;

interface VacancyTableProps {
  onStep: (step: VacancyStep, vacancy: EmployerVacancyView) => void;
  onBulkClose: (ids: string[]) => void;
}

/**
 * The vacancies on screen as react-admin's DataTable: sortable by title, status, publication and closing date (the
 * gateway sorts; react-admin's sort goes through the address adapter), selectable for the bulk Close, each row with
 * its own steps. The table scrolls inside its own box on a phone; the page never gets wider than the screen.
 */
export function VacancyTable({ onStep, onBulkClose }: VacancyTableProps) {
  const translate = useTranslate();
  const base = useBasename();
  const format = useJobFormat();
  const { isPending, error, filterValues } = useListContext<EmployerVacancyView>();
  if (error) return <Alert severity="error">{parseErrorMessage(error)}</Alert>;
  if (isPending) return <Typography role="status">{translate('employerPages.grid.loading')}</Typography>;
  const bulkClose = <BulkCloseButton onClose={onBulkClose} />;
  const filtered = Object.keys(filterValues).length > 0;
  return (
    <DataTable<EmployerVacancyView>
      aria-labelledby="vacancies-heading"
      rowClick={false}
      head={SelectionHead}
      body={SelectionBody}
      bulkActionButtons={bulkClose}
      bulkActionsToolbar={<SelectionToolbar>{bulkClose}</SelectionToolbar>}
      empty={<Alert severity="info">{translate(filtered ? 'employerPages.grid.emptyFiltered' : 'employerPages.grid.empty')}</Alert>}
      sx={{ width: 0, minWidth: '100%', '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
    >
      <Col
        source="title"
        label={column('title')}
        {...ROW_HEADER}
        sx={{ minWidth: 180 }}
        render={(vacancy) => (
          <MuiLink component={Link} to={`${base}/job-vacancy/view/${vacancy.id}`}>
            {vacancy.title}
          </MuiLink>
        )}
      />
      <Col
        source="status"
        label={column('status')}
        render={(vacancy) => (
          <>
            <VacancyStatusChip status={vacancy.status} />
            {vacancy.expired && (
              <Typography component="span" variant="caption" sx={{ ml: 0.5 }}>
                ({translate('employerPages.grid.expired')})
              </Typography>
            )}
          </>
        )}
      />
      <Col label={column('location')} render={(vacancy) => locationText(vacancy, translate)} />
      <Col label={column('type')} render={(vacancy) => translate(`jobPages.employmentTypes.${vacancy.employmentType}`)} />
      <Col label={column('applicants')} align="right" render={(vacancy) => formatNumber(vacancy.counters.total, format.locale)} />
      <Col
        source="publishedAt"
        label={column('posted')}
        // Dates sort newest first on the first click.
        sortByOrder="DESC"
        sx={{ whiteSpace: 'nowrap' }}
        render={(vacancy) =>
          vacancy.publishedAt ? (
            <time dateTime={vacancy.publishedAt}>{format.date(vacancy.publishedAt)}</time>
          ) : (
            translate('employerPages.grid.notPosted')
          )
        }
      />
      <Col
        source="closesAt"
        label={column('closes')}
        sortByOrder="DESC"
        sx={{ whiteSpace: 'nowrap' }}
        render={(vacancy) =>
          vacancy.closesAt ? <time dateTime={vacancy.closesAt}>{format.date(vacancy.closesAt)}</time> : translate('employerPages.grid.noClosing')
        }
      />
      <Col label={column('actions')} render={(vacancy) => <RowSteps vacancy={vacancy} onStep={onStep} />} />
    </DataTable>
  );
}

function RowSteps({ vacancy, onStep }: { vacancy: EmployerVacancyView; onStep: VacancyTableProps['onStep'] }) {
  const translate = useTranslate();
  const base = useBasename();
  const allowed = rowActions(vacancy);
  return (
    <Stack role="group" aria-label={translate('employerPages.actions.label', { title: vacancy.title })} direction="row" spacing={0.5}>
      <Button size="small" component={Link} to={`${base}/job-vacancy/${vacancy.id}`}>
        {translate('employerPages.actions.edit')}
      </Button>
      <Button size="small" component={Link} to={`${base}/job-vacancy/view/${vacancy.id}`}>
        {translate('employerPages.actions.view')}
      </Button>
      {allowed.publish && (
        <Button size="small" onClick={() => onStep('publish', vacancy)}>
          {translate('employerPages.actions.publish')}
        </Button>
      )}
      {allowed.close && (
        <Button size="small" onClick={() => onStep('close', vacancy)}>
          {translate('employerPages.actions.close')}
        </Button>
      )}
      <Button size="small" onClick={() => onStep('duplicate', vacancy)}>
        {translate('employerPages.actions.duplicate')}
      </Button>
    </Stack>
  );
}
