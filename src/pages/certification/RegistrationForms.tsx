import { Link as MuiLink, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { localizePath } from '@core/i18n/locales';
import type { RegistrationFormRef } from '@core/certification/types';
import { useFormCatalog } from '../../shared/certification/certificationApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { formPagePath } from '../../shared/certification/registrationRules';

/** A link to a form instance's page (/form/{slug}/{id}), or the code alone while the forms' slugs are read. */
export function FormLink({ form, children }: { form: Pick<RegistrationFormRef, 'code' | 'id'>; children: ReactNode }) {
  const { slugs } = useFormCatalog();
  const { locale } = useCertificationFormat();
  const path = formPagePath(slugs, form);
  return path ? (
    <MuiLink component={Link} to={localizePath(path, locale)}>
      {children}
    </MuiLink>
  ) : (
    <>{children}</>
  );
}

/** The form's title in the page's language, after its code. */
export function useFormTitle() {
  const { titles } = useFormCatalog();
  const format = useCertificationFormat();
  return (code: string) => {
    const title = titles.get(code);
    return title ? `${code} ${format.text(title)}` : code;
  };
}

interface Row {
  code: string;
  form?: RegistrationFormRef;
  /** What the row offers instead of a link when the form has no instance yet. */
  action?: ReactNode;
}

/** The forms of a registration: code and title (a link to the form page), status, and an action for forms not opened yet. */
export function RegistrationFormsTable({ rows }: { rows: readonly Row[] }) {
  const translate = useTranslate();
  const title = useFormTitle();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
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
    </TableContainer>
  );
}
