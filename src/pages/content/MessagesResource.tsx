import { Datagrid, EmailField, SearchInput, Show, SimpleShowLayout, TextField } from 'react-admin';
import { LocaleDateField } from '../../shared/fields/localeFields';
import { ResourceList } from '../../shared/ResourceList';

/** The contact form's messages (POST /api/contact-us), read by the operator. */
export function MessagesList() {
  return (
    <ResourceList
      title="menu.contentMessages"
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <LocaleDateField source="createdAt" label="content.admin.createdAt" showTime />
        <TextField source="name" label="content.contact.name" />
        <EmailField source="email" label="content.contact.email" />
        <TextField source="affiliation" label="content.contact.affiliation" />
      </Datagrid>
    </ResourceList>
  );
}

export function MessageShow() {
  return (
    <Show title="menu.contentMessages">
      <SimpleShowLayout>
        <LocaleDateField source="createdAt" label="content.admin.createdAt" showTime />
        <TextField source="name" label="content.contact.name" />
        <EmailField source="email" label="content.contact.email" />
        <TextField source="affiliation" label="content.contact.affiliation" />
        <TextField source="messages" label="content.contact.message" />
      </SimpleShowLayout>
    </Show>
  );
}
