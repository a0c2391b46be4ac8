import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import type { RegistrationFormRef } from '@core/certification/contract';
import { parseErrorMessage } from '@core/errors/parseError';
import { localizePath } from '@core/i18n/locales';
import { useFormCatalog } from '../../shared/certification/certificationApi';
import { FormLink, useFormTitle } from '../../shared/certification/FormLink';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { useCertificationPost } from './certificationApi';
import { TableScroll } from '../../shared/TableScroll';

interface Row {
  code: string;
  form?: RegistrationFormRef;
  /** What the row offers instead of a link when the form has no instance yet. */
  action?: ReactNode;
}

/** Starting a form of the registration ({registrationPath}/forms), then its form page; the refusal's message, if any. */
export function useStartForm(registrationPath: string) {
  const navigate = useNavigate();
  const post = useCertificationPost();
  const { slugs } = useFormCatalog();
  const { locale } = useCertificationFormat();
  const [failure, setFailure] = useState<string | null>(null);

  async function start(code: string) {
    setFailure(null);
    try {
      const created = await post<{ id: string }>(`${registrationPath}/forms`, { form: code });
      navigate(localizePath(`/form/${slugs.get(code) ?? code}/${created.id}`, locale));
    } catch (error) {
      setFailure(parseErrorMessage(error));
    }
  }

  return { start, failure };
}

/**
 * The forms of a registration under their heading: code and title (a link to the form page), status, and an action
 * for forms not opened yet; a start's refusal below.
 */
export function RegistrationForms({ rows, failure }: { rows: readonly Row[]; failure: string | null }) {
  const translate = useTranslate();
  const title = useFormTitle();
  return (
    <section aria-labelledby="forms-heading">
      <Typography component="h2" variant="h6" id="forms-heading" sx={{ mt: 3 }}>
        {translate('certificationPages.forms.title')}
      </Typography>
      {rows.length > 0 ? (
        <TableScroll>
          <Table size="small" aria-label={translate('certificationPages.forms.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('certificationPages.forms.form')}</TableCell>
                <TableCell>{translate('certificationPages.forms.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(({ code, form, action }) => (
                <TableRow key={code}>
                  <TableCell>{form ? <FormLink form={form}>{title(code)}</FormLink> : title(code)}</TableCell>
                  <TableCell>{form ? translate(`certificationPages.forms.statuses.${form.status}`) : action}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      ) : (
        <Typography>{translate('certificationPages.forms.none')}</Typography>
      )}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
    </section>
  );
}
