import { Create, Datagrid, Edit, ReferenceInput, SearchInput, SelectInput, SimpleForm, TextField, TextInput, required, useLocale } from 'react-admin';
import { LocaleDateField } from '../../shared/fields/localeFields';
import { ContentToolbar } from './ContentToolbar';
import { ImageUrlInput } from './ImageUrlInput';
import { RichTextInput } from './RichTextInput';
import { ResourceList } from '../../shared/ResourceList';

/** The operator's news (SPEC 3's news item): bilingual title and rich text, category, writer, picture. */
const categoryName = (locale: string) => (locale === 'en' ? 'titleEn' : 'titleId');

const filtersFor = (locale: string) => [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="categoryId" source="categoryId" reference="content-type-news">
    <SelectInput optionText={categoryName(locale)} label="content.admin.category" />
  </ReferenceInput>,
];

export function NewsList() {
  const locale = useLocale();
  return (
    <ResourceList title="menu.contentNews" filters={filtersFor(locale)} sort={{ field: 'createdAt', order: 'DESC' }} perPage={10}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source={locale === 'en' ? 'titleEn' : 'titleId'} label="content.admin.title" sortable={false} />
        <TextField source={`type_news.${categoryName(locale)}`} label="content.admin.category" sortable={false} />
        <LocaleDateField source="createdAt" label="content.admin.createdAt" showTime />
      </Datagrid>
    </ResourceList>
  );
}

function NewsForm() {
  const locale = useLocale();
  return (
    <SimpleForm toolbar={<ContentToolbar />}>
      <TextInput source="titleId" label="content.admin.titleId" validate={required()} fullWidth />
      <TextInput source="titleEn" label="content.admin.titleEn" validate={required()} fullWidth />
      <ReferenceInput source="type_news.id" reference="content-type-news">
        <SelectInput optionText={categoryName(locale)} label="content.admin.category" validate={required()} />
      </ReferenceInput>
      <TextInput source="writer" label="content.admin.writer" validate={required()} />
      <ImageUrlInput source="image_news.url" />
      <RichTextInput source="contentId" label="content.admin.contentId" />
      <RichTextInput source="contentEn" label="content.admin.contentEn" />
    </SimpleForm>
  );
}

export function NewsEdit() {
  return (
    <Edit title="menu.contentNews" mutationMode="pessimistic">
      <NewsForm />
    </Edit>
  );
}

export function NewsCreate() {
  return (
    <Create title="menu.contentNews" redirect="list">
      <NewsForm />
    </Create>
  );
}
