import { Alert, Box, Button, Card, CardContent, Checkbox, FormControlLabel, Tab, TablePagination, Tabs, TextField, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import { TALENT_STATUS_FILTERS, type TalentStatusFilter } from '@core/jobs/talent';
import type { TalentPage } from '@core/jobs/talent.contract';
import { fetchLocationLookup } from '@client/locations/api';
import { lookupPath } from '@core/locations/areas';
import { MemberPage } from '../../shared/MemberPage';
import { useGatewayQuery } from '../../shared/useGatewayQuery';
import { CompanyGate } from './CompanyGate';
import { useEmployerRead } from './employerApi';
import { useJobFormat } from './parts';
import { TalentDetail } from './TalentDetail';
import { TalentCard } from './talentParts';
import { talentListPath, talentParams, talentQueryOf, TALENT_PAGE_SIZES, type TalentQuery } from './talentRules';
import { formatNumber } from '@core/format/locale';

/**
 * /employer/talent-source (the search of opted-in job seekers, SPEC 3's data-request statuses as tabs) and
 * /employer/talent-source/{id} (one profile, censored until its owner approves the company's request), behind the
 * company like the vacancies: SPEC 5's rule, an unverified company sees why.
 */
export function TalentSourcePage() {
  const { id } = useParams();
  return (
    <MemberPage resource="talent-source" title="menu.talentSource">
      {() => (
        <Card sx={{ mt: 2 }}>
          <CardContent>
            <CompanyGate>{id === undefined ? <TalentList /> : <TalentDetail id={id} />}</CompanyGate>
          </CardContent>
        </Card>
      )}
    </MemberPage>
  );
}

function TalentList() {
  const translate = useTranslate();
  const format = useJobFormat();
  const [params, setParams] = useSearchParams();
  const query = talentQueryOf(params);
  const page = useEmployerRead<TalentPage>(talentListPath(query), { placeholderData: keepPreviousData });
  const go = (next: Partial<TalentQuery>) => setParams(talentParams({ ...query, ...next }));
  const data = page.data;
  const count = (status: TalentStatusFilter) => (data ? ` (${formatNumber(data.counts[status], format.locale)})` : '');

  return (
    <Box component="section" aria-labelledby="talent-heading">
      <Typography id="talent-heading" component="h1" variant="h5">
        {translate('talentSource.page.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('talentSource.page.intro')}</Typography>
      <TalentFilters key={params.toString()} query={query} onApply={(next) => go({ ...next, pageIndex: 1 })} />
      <Tabs
        value={query.status}
        onChange={(_event, status: TalentStatusFilter) => go({ status, pageIndex: 1 })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={translate('talentSource.page.status')}
        // Width 0 with a full minimum: the tabs scroll inside the page instead of widening it on a phone.
        sx={{ my: 2, borderBottom: 1, borderColor: 'divider', width: 0, minWidth: '100%' }}
      >
        {TALENT_STATUS_FILTERS.map((status) => (
          <Tab key={status} value={status} label={`${translate(`talentSource.statuses.${status}`)}${count(status)}`} />
        ))}
      </Tabs>
      {page.isError ? (
        <Alert severity="error">{parseErrorMessage(page.error)}</Alert>
      ) : !data ? (
        <Typography role="status">{translate('talentSource.page.loading')}</Typography>
      ) : data.items.length === 0 ? (
        <Alert severity="info">{translate('talentSource.page.empty')}</Alert>
      ) : (
        <>
          <Typography role="status" variant="body2" sx={{ mb: 1 }}>
            {translate('talentSource.page.results', { count: formatNumber(data.total, format.locale) })}
          </Typography>
          <Box
            component="ul"
            aria-labelledby="talent-heading"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' }}
          >
            {data.items.map((talent) => (
              <TalentCard key={talent.id} talent={talent} />
            ))}
          </Box>
          <TablePagination
            component="div"
            count={data.total}
            page={Math.max(0, query.pageIndex - 1)}
            rowsPerPage={query.pageSize}
            rowsPerPageOptions={[...TALENT_PAGE_SIZES]}
            onPageChange={(_event, index) => go({ pageIndex: index + 1 })}
            onRowsPerPageChange={(event) => go({ pageSize: Number(event.target.value), pageIndex: 1 })}
            labelRowsPerPage={translate('talentSource.page.rowsPerPage')}
            labelDisplayedRows={({ from, to, count: total }) => translate('talentSource.page.pageOf', { from, to, count: total })}
            sx={{ width: 0, minWidth: '100%', overflowX: 'auto' }}
          />
        </>
      )}
    </Box>
  );
}

/** The search: keyword, province and regency (md lookups as native selects, like the vacancy form), skill, certified. */
function TalentFilters({ query, onApply }: { query: TalentQuery; onApply: (next: Partial<TalentQuery>) => void }) {
  const translate = useTranslate();
  const [values, setValues] = useState({
    searchValue: query.searchValue ?? '',
    provinceCode: query.provinceCode ?? '',
    regencyCode: query.regencyCode ?? '',
    skill: query.skill ?? '',
    certified: query.certified,
  });
  const provinces = useGatewayQuery(['md', lookupPath('province')], (gateway) => fetchLocationLookup(gateway, 'province'), { staleTime: Infinity });
  const regencies = useGatewayQuery(
    ['md', lookupPath('regency', values.provinceCode)],
    (gateway) => fetchLocationLookup(gateway, 'regency', values.provinceCode),
    { enabled: values.provinceCode !== '', staleTime: Infinity },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      searchValue: values.searchValue,
      provinceCode: values.provinceCode || undefined,
      regencyCode: values.regencyCode || undefined,
      skill: values.skill,
      certified: values.certified,
    });
  };
  const field = { size: 'small', sx: { minWidth: 0, width: { xs: '100%', sm: 220 } } } as const;
  const native = { select: { native: true }, inputLabel: { shrink: true } } as const;
  return (
    <Box
      component="form"
      role="search"
      aria-label={translate('talentSource.page.search')}
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      <TextField
        {...field}
        id="talent-keyword"
        type="search"
        label={translate('talentSource.page.keyword')}
        value={values.searchValue}
        onChange={(event) => setValues({ ...values, searchValue: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        {...field}
        select
        id="talent-province"
        label={translate('talentSource.page.province')}
        value={values.provinceCode}
        onChange={(event) => setValues({ ...values, provinceCode: event.target.value, regencyCode: '' })}
        slotProps={native}
      >
        <option value="">{translate('talentSource.page.anyProvince')}</option>
        {(provinces.data ?? []).map((item) => (
          <option key={item.value} value={item.value}>
            {item.text}
          </option>
        ))}
      </TextField>
      <TextField
        {...field}
        select
        id="talent-regency"
        label={translate('talentSource.page.regency')}
        value={values.regencyCode}
        onChange={(event) => setValues({ ...values, regencyCode: event.target.value })}
        helperText={values.provinceCode === '' ? translate('talentSource.page.chooseProvinceFirst') : undefined}
        slotProps={native}
      >
        <option value="">{translate('talentSource.page.anyRegency')}</option>
        {(values.provinceCode ? (regencies.data ?? []) : []).map((item) => (
          <option key={item.value} value={item.value}>
            {item.text}
          </option>
        ))}
      </TextField>
      <TextField
        {...field}
        id="talent-skill"
        label={translate('talentSource.page.skill')}
        value={values.skill}
        onChange={(event) => setValues({ ...values, skill: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FormControlLabel
        control={<Checkbox checked={values.certified} onChange={(event) => setValues({ ...values, certified: event.target.checked })} />}
        label={translate('talentSource.page.certified')}
      />
      <Button type="submit" variant="outlined">
        {translate('talentSource.page.searchButton')}
      </Button>
    </Box>
  );
}
