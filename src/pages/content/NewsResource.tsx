import {
  Create,
  Datagrid,
  DateField,
  Edit,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
  useLocale,
} from 'react-admin';
import { blocksToText, textToBlocks } from '../../core/content/blocksText';
import type { RichText } from '../../core/content/types';

/** The operator's news (SPEC 3's news item): bilingual title and text, category, writer, picture. */
const categoryName = (locale: string) => (locale === 'en' ? 'titleEn' : 'titleId');

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="categoryId" source="categoryId" reference="content-type-news">
    <SelectInput optionText="titleEn" label="content.admin.category" />
  </ReferenceInput>,
];

export function NewsList() {
  const locale = useLocale();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={10}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source={locale === 'en' ? 'titleEn' : 'titleId'} label="content.admin.title" sortable={false} />
        <TextField source={`type_news.${categoryName(locale)}`} label="content.admin.category" sortable={false} />
        <DateField source="createdAt" label="content.admin.createdAt" showTime />
      </Datagrid>
    </List>
  );
}

function NewsForm() {
  const locale = useLocale();
  const blocks = { format: (value: RichText | undefined) => blocksToText(value), parse: (value: string) => textToBlocks(value) };
  return (
    <SimpleForm>
      <TextInput source="titleId" label="content.admin.titleId" validate={required()} fullWidth />
      <TextInput source="titleEn" label="content.admin.titleEn" validate={required()} fullWidth />
      <ReferenceInput source="type_news.id" reference="content-type-news">
        <SelectInput optionText={categoryName(locale)} label="content.admin.category" validate={required()} />
      </ReferenceInput>
      <TextInput source="writer" label="content.admin.writer" validate={required()} />
      <TextInput source="image_news.url" label="content.admin.image" validate={required()} fullWidth />
      <TextInput source="contentId" label="content.admin.contentId" multiline minRows={5} validate={required()} fullWidth {...blocks} />
      <TextInput source="contentEn" label="content.admin.contentEn" multiline minRows={5} validate={required()} fullWidth {...blocks} />
    </SimpleForm>
  );
}

export function NewsEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <NewsForm />
    </Edit>
  );
}

export function NewsCreate() {
  return (
    <Create redirect="list">
      <NewsForm />
    </Create>
  );
}
