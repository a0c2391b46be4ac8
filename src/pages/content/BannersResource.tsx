import { Create, Datagrid, Edit, ImageField, SearchInput, SimpleForm, TextField, TextInput, required } from 'react-admin';
import { ContentToolbar } from './ContentToolbar';
import { ImageUrlInput } from './ImageUrlInput';
import { ResourceList } from '../../shared/ResourceList';

/** The home page's sliding banners (main family GET /banner/get-banner): picture, title and where a click leads. */
export function BannersList() {
  return (
    <ResourceList
      title="menu.contentBanners"
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'id', order: 'ASC' }}
      perPage={25}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <ImageField title="title" source="fileBanner" label="content.admin.picture" sortable={false} sx={{ '& img': { maxHeight: 40 } }} />
        <TextField source="title" label="content.admin.title" sortable={false} />
        <TextField source="redirectLink" label="content.admin.link" sortable={false} />
      </Datagrid>
    </ResourceList>
  );
}

function BannerForm() {
  return (
    <SimpleForm toolbar={<ContentToolbar />}>
      <TextInput source="title" label="content.admin.title" validate={required()} fullWidth />
      <ImageUrlInput source="fileBanner" />
      {/* May stay empty (a banner without a link): kept as an empty string, which the gateway expects, not null. */}
      <TextInput source="redirectLink" label="content.admin.link" fullWidth defaultValue="" parse={(value: string) => value} />
    </SimpleForm>
  );
}

export function BannerEdit() {
  return (
    <Edit title="menu.contentBanners" mutationMode="pessimistic">
      <BannerForm />
    </Edit>
  );
}

export function BannerCreate() {
  return (
    <Create title="menu.contentBanners" redirect="list">
      <BannerForm />
    </Create>
  );
}
