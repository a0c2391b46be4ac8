import { Datagrid, EmailField, SearchInput, SelectField, SelectInput, Show, SimpleShowLayout, TextField } from 'react-admin';
import { LocaleDateField, LocaleNumberField } from '../../shared/fields/localeFields';
import { ResourceList } from '../../shared/ResourceList';

/** What companies asked for (request-learning-industrial, request-link-and-match), read only. */
const kindChoices = [
  { id: 'learning-industrial', name: 'operator.requestKinds.learning-industrial' },
  { id: 'link-and-match', name: 'operator.requestKinds.link-and-match' },
];
/** The request's status (the company_requests.status codes) in the page's language. */
const statusChoices = ['new', 'in-progress', 'closed'].map((id) => ({ id, name: `operator.requestStatuses.${id}` }));

export function CompanyRequestsList() {
  return (
    <ResourceList
      title="menu.adminCompanyRequests"
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput key="kind" source="kind" label="operator.kind" choices={kindChoices} alwaysOn />,
      ]}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <LocaleDateField source="createdAt" label="operator.createdAt" showTime />
        <SelectField source="kind" label="operator.kind" choices={kindChoices} sortable={false} />
        <TextField source="companyName" label="operator.company" sortable={false} />
        <TextField source="contactName" label="operator.contact" sortable={false} />
        <LocaleNumberField source="participants" label="operator.participants" sortable={false} />
        <SelectField source="status" label="operator.status" choices={statusChoices} sortable={false} />
      </Datagrid>
    </ResourceList>
  );
}

export function CompanyRequestShow() {
  return (
    <Show title="menu.adminCompanyRequests">
      <SimpleShowLayout>
        <LocaleDateField source="createdAt" label="operator.createdAt" showTime />
        <SelectField source="kind" label="operator.kind" choices={kindChoices} />
        <TextField source="companyName" label="operator.company" />
        <TextField source="companyIndustry" label="operator.industry" emptyText="—" />
        <TextField source="companyAddress" label="operator.address" emptyText="—" />
        <TextField source="contactName" label="operator.contact" />
        <EmailField source="contactEmail" label="operator.email" />
        <TextField source="contactPhone" label="operator.phone" />
        <TextField source="contactPosition" label="operator.position" emptyText="—" />
        <TextField source="wanted" label="operator.wanted" />
        <LocaleNumberField source="participants" label="operator.participants" />
        <LocaleDateField source="periodStart" label="operator.periodStart" />
        <LocaleDateField source="periodEnd" label="operator.periodEnd" />
        <TextField source="notes" label="operator.notes" emptyText="—" />
        <SelectField source="status" label="operator.status" choices={statusChoices} />
      </SimpleShowLayout>
    </Show>
  );
}
