import { Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { RegistrationFormRef } from '@core/certification/types';
import { localizePath } from '@core/i18n/locales';
import { useFormCatalog } from '../../shared/certification/certificationApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { formPagePath } from '../../shared/certification/registrationRules';
import { TableScroll } from './TableScroll';

/** The registration's forms: code and title, a link to each instance's page (/form/{slug}/{id}), and its status. */
export function RegistrationForms({ forms }: { forms: readonly RegistrationFormRef[] }) {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const { slugs, titles } = useFormCatalog();
  const title = (code: string) => {
    const text = titles.get(code);
    return text ? `${code} ${format.text(text)}` : code;
  };
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
              {forms.map((form) => {
                const path = formPagePath(slugs, form);
                return (
                  <TableRow key={form.id}>
                    <TableCell sx={{ minWidth: 200 }}>
                      {path ? (
                        <MuiLink component={Link} to={localizePath(path, format.locale)}>
                          {title(form.code)}
                        </MuiLink>
                      ) : (
                        title(form.code)
                      )}
                    </TableCell>
                    <TableCell>{translate(`lspPages.forms.statuses.${form.status}`)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableScroll>
      )}
    </section>
  );
}
