import { Create, Datagrid, Edit, SearchInput, SelectField, SelectInput, SimpleForm, TextField, TextInput, required, useLocale } from 'react-admin';
import { ResourceList } from '../../shared/ResourceList';

/** Competency categories (/api/main/admin-categories): a name in both languages, in one program group. */
const groupChoices = [
  { id: 1, name: 'operator.groups.1' },
  { id: 2, name: 'operator.groups.2' },
];

export function CategoriesList() {
  const locale = useLocale();
  return (
    <ResourceList
      title="menu.adminCategories"
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput key="groupProgram" source="groupProgram" label="operator.group" choices={groupChoices} alwaysOn />,
      ]}
      sort={{ field: 'id', order: 'ASC' }}
      perPage={25}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source={locale === 'en' ? 'nameEn' : 'nameId'} label="operator.nameId" sortBy="nameId" />
        <SelectField source="groupProgram" label="operator.group" choices={groupChoices} sortable={false} />
      </Datagrid>
    </ResourceList>
  );
}

function CategoryForm() {
  return (
    <SimpleForm>
      <SelectInput source="groupProgram" label="operator.group" choices={groupChoices} validate={required()} />
      <TextInput source="nameId" label="operator.nameId" validate={required()} fullWidth />
      <TextInput source="nameEn" label="operator.nameEn" validate={required()} fullWidth />
    </SimpleForm>
  );
}

export function CategoryEdit() {
  return (
    <Edit title="menu.adminCategories" mutationMode="pessimistic">
      <CategoryForm />
    </Edit>
  );
}

export function CategoryCreate() {
  return (
    <Create title="menu.adminCategories" redirect="list">
      <CategoryForm />
    </Create>
  );
}
