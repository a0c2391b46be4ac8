import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RegistrationFormRef } from '@core/certification/contract';
import { FormLink, useFormTitle } from '../../shared/certification/FormLink';
import { TableScroll } from '../../shared/TableScroll';

/** The registration's forms: code and title, a link to each instance's page (/form/{slug}/{id}), and its status. */
export function RegistrationForms({ forms }: { forms: readonly RegistrationFormRef[] }) {
  const translate = useTranslate();
  const title = useFormTitle();
  return (
    <section aria-labelledby="forms-heading">
      <Typography component="h2" variant="h6" id="forms-heading" sx={{ mt: 3 }}>
        {translate('lspPages.forms.title')}
      </Typography>
      {forms.length === 0 ? (
        <Typography>{translate('lspPages.forms.none')}</Typography>
      ) : (
        <TableScroll>
          <Table size="small" aria-label={translate('lspPages.forms.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('lspPages.forms.form')}</TableCell>
                <TableCell>{translate('lspPages.forms.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {forms.map((form) => (
                <TableRow key={form.id}>
                  <TableCell sx={{ minWidth: 200 }}>
                    <FormLink form={form}>{title(form.code)}</FormLink>
                  </TableCell>
                  <TableCell>{translate(`lspPages.forms.statuses.${form.status}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
    </section>
  );
}
