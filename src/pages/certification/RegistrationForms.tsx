import { Alert, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { DataTable, ListContextProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import type { RegistrationFormRef } from '@core/certification/contract';
import { parseErrorMessage } from '@core/errors/parseError';
import { localizePath } from '@core/i18n/locales';
import { useFormCatalog } from '../../shared/certification/certificationApi';
import { FormLink, useFormTitle } from '../../shared/certification/FormLink';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { useCertificationPost } from './certificationApi';
import { useLocalList } from '../../shared/lists/localList';
import { ListEmpty } from '../../shared/lists/ListEmpty';
import { ListTable } from '../../shared/lists/ListTable';

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

/** A row as the list holds it: react-admin's id is the form's code; its title and status sort in the page's language. */
interface FormRow extends Row {
  id: string;
  title: string;
  statusText: string;
}

const Col = DataTable.Col<FormRow>;

/**
 * Every form of a registration on one page: they are the certification's steps (twenty for the assessor), and a step
 * on a second page would go unseen.
 */
const FORMS_PAGE = 50;

/**
 * The forms of a registration under their heading as react-admin's DataTable, sortable by form and status, in the
 * flow's order until sorted: code and title (a link to the form page), status, and an action for forms not opened
 * yet; a start's refusal below.
 */
export function RegistrationForms({ rows, failure }: { rows: readonly Row[]; failure: string | null }) {
  const translate = useTranslate();
  const title = useFormTitle();
  const records = rows.map((row): FormRow => ({
    ...row,
    id: row.code,
    title: title(row.code),
    statusText: row.form ? translate(`certificationPages.forms.statuses.${row.form.status}`) : '',
  }));
  const list = useLocalList({ resource: 'registration-forms', data: records, perPage: FORMS_PAGE });
  return (
    <section aria-labelledby="forms-heading">
      <Typography component="h2" variant="h6" id="forms-heading" sx={{ mt: 3 }}>
        {translate('certificationPages.forms.title')}
      </Typography>
      <ListContextProvider value={list}>
        <ListTable
          rowsPerPageOptions={[FORMS_PAGE]}
          label={translate('certificationPages.forms.title')}
          empty={<ListEmpty text={translate('certificationPages.forms.none')} help={translate('certificationPages.forms.emptyHelp')} />}
        >
          <Col
            source="title"
            label="certificationPages.forms.form"
            render={(row) => (row.form ? <FormLink form={row.form}>{row.title}</FormLink> : row.title)}
          />
          <Col source="statusText" label="certificationPages.forms.status" render={(row) => (row.form ? row.statusText : row.action)} />
        </ListTable>
      </ListContextProvider>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
    </section>
  );
}
