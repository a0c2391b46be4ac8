import { Create, Datagrid, Edit, ImageField, SearchInput, SimpleForm, TextField, TextInput, required } from 'react-admin';
import { ContentToolbar } from './ContentToolbar';
import { ImageUrlInput } from './ImageUrlInput';
import { ResourceList } from '../../shared/ResourceList';

/** The corporate page's client logos (cm family GET /corporate/get-images/1): a name and a logo each. */
export function CorporateImagesList() {
  return (
    <ResourceList
      title="menu.contentCorporateImages"
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'id', order: 'ASC' }}
      perPage={25}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <ImageField title="name" source="fileLogo" label="content.admin.picture" sortable={false} sx={{ '& img': { maxHeight: 40 } }} />
        <TextField source="name" label="content.admin.name" sortable={false} />
      </Datagrid>
    </ResourceList>
  );
}

function CorporateImageForm() {
  return (
    <SimpleForm toolbar={<ContentToolbar />}>
      <TextInput source="name" label="content.admin.name" validate={required()} fullWidth />
      <ImageUrlInput source="fileLogo" label="content.admin.logo" />
    </SimpleForm>
  );
}

export function CorporateImageEdit() {
  return (
    <Edit title="menu.contentCorporateImages" mutationMode="pessimistic">
      <CorporateImageForm />
    </Edit>
  );
}

export function CorporateImageCreate() {
  return (
    <Create title="menu.contentCorporateImages" redirect="list">
      <CorporateImageForm />
    </Create>
  );
}
