import { Box, Button, TextField } from '@mui/material';
import type { FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { VACANCY_STATUSES } from '@core/jobs/search';
import type { GridQuery } from './vacancyRules';

interface VacancyGridFiltersProps {
  query: GridQuery;
  /** The chosen search and status (the page goes back to the first). */
  onApply: (filters: Pick<GridQuery, 'searchValue' | 'status'>) => void;
}

/**
 * The grid's search by title (applied with its button) and status (applied when chosen, with the title typed so far).
 * The search box keeps its own text: the page gives the form a new key when the address changes, which resets it.
 */
export function VacancyGridFilters({ query, onApply }: VacancyGridFiltersProps) {
  const translate = useTranslate();
  const typed = (form: HTMLFormElement | null) => (form ? String(new FormData(form).get('searchValue') ?? '') : '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ searchValue: typed(event.currentTarget), status: query.status });
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={translate('employerPages.grid.filtersLabel')}
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', flex: '1 1 auto' }}
    >
      <TextField
        id="vacancy-grid-search"
        name="searchValue"
        type="search"
        size="small"
        label={translate('employerPages.grid.search')}
        defaultValue={query.searchValue ?? ''}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        select
        id="vacancy-grid-status"
        size="small"
        label={translate('employerPages.grid.status')}
        value={query.status ?? ''}
        onChange={(event) => onApply({ searchValue: typed(event.target.form), status: (event.target.value || undefined) as GridQuery['status'] })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{translate('employerPages.grid.anyStatus')}</option>
        {VACANCY_STATUSES.map((status) => (
          <option key={status} value={status}>
            {translate(`employerPages.statuses.${status}`)}
          </option>
        ))}
      </TextField>
      <Button type="submit" variant="outlined">
        {translate('employerPages.grid.searchButton')}
      </Button>
    </Box>
  );
}
