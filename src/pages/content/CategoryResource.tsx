import { Create, Datagrid, Edit, SearchInput, SimpleForm, TextField, TextInput, required } from 'react-admin';
import { ContentToolbar } from './ContentToolbar';
import { ResourceList } from '../../shared/ResourceList';

/**
 * News and partner categories (type-news, type-partner): a bilingual title each. A category that documents use
 * keeps its copy inside them (SPEC 7's shapes carry the category whole), so a renamed one shows in lists at once
 * but in its documents from their next save.
 */
function CategoryList({ title }: { title: string }) {
  return (
    <ResourceList title={title} filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'id', order: 'ASC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="titleId" label="content.admin.titleId" sortable={false} />
        <TextField source="titleEn" label="content.admin.titleEn" sortable={false} />
      </Datagrid>
    </ResourceList>
  );
}

function CategoryForm() {
  return (
    <SimpleForm toolbar={<ContentToolbar />}>
      <TextInput source="titleId" label="content.admin.titleId" validate={required()} />
      <TextInput source="titleEn" label="content.admin.titleEn" validate={required()} />
    </SimpleForm>
  );
}

/** The list, edit and create pages of one category resource, titled by its menu label. */
export function categoryPages(title: string) {
  return {
    list: () => <CategoryList title={title} />,
    edit: () => (
      <Edit title={title} mutationMode="pessimistic">
        <CategoryForm />
      </Edit>
    ),
    create: () => (
      <Create title={title} redirect="list">
        <CategoryForm />
      </Create>
    ),
  };
}
