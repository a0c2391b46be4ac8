import { Typography } from '@mui/material';
import { DataTable, ListContextProvider, useTranslate } from 'react-admin';
import type { RegistrationFormRef } from '@core/certification/contract';
import { FormLink, useFormTitle } from '../../shared/certification/FormLink';
import { useLocalList } from '../../shared/lists/localList';
import { ListEmpty } from '../../shared/lists/ListEmpty';
import { ListTable } from '../../shared/lists/ListTable';

/** A form as the list holds it: its title and status in the page's language, which its columns sort by. */
interface FormRow extends RegistrationFormRef {
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
 * The registration's forms as react-admin's DataTable, sortable by form and status: code and title, a link to each
 * instance's page (/form/{slug}/{id}), and its status.
 */
export function RegistrationForms({ forms }: { forms: readonly RegistrationFormRef[] }) {
  const translate = useTranslate();
  const title = useFormTitle();
  const rows = forms.map((form): FormRow => ({ ...form, title: title(form.code), statusText: translate(`lspPages.forms.statuses.${form.status}`) }));
  // In the gateway's order (the forms' order in the certification) until a column is sorted.
  const list = useLocalList({ resource: 'lsp-registration-forms', data: rows, perPage: FORMS_PAGE });
  return (
    <section aria-labelledby="forms-heading">
      <Typography component="h2" variant="h6" id="forms-heading" sx={{ mt: 3 }}>
        {translate('lspPages.forms.title')}
      </Typography>
      <ListContextProvider value={list}>
        <ListTable
          rowsPerPageOptions={[FORMS_PAGE]}
          label={translate('lspPages.forms.title')}
          empty={<ListEmpty text={translate('lspPages.forms.none')} help={translate('lspPages.forms.emptyHelp')} />}
        >
          <Col source="title" label="lspPages.forms.form" sx={{ minWidth: 200 }} render={(form) => <FormLink form={form}>{form.title}</FormLink>} />
          <Col source="statusText" label="lspPages.forms.status" />
        </ListTable>
      </ListContextProvider>
    </section>
  );
}
