import type { ComponentType } from 'react';
import {
  ArrayInput,
  Datagrid,
  Edit,
  FunctionField,
  SaveButton,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
  Toolbar,
  required,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { HomeContent, KaryaBisaContent } from '@core/content/types';
import { ImageUrlInput } from './ImageUrlInput';
import { withItemIds } from './itemIds';
import { JsonSectionInput } from './JsonSectionInput';
import { ResourceList } from '../../shared/ResourceList';

/**
 * The global pages (SPEC 7's /api/globals/{slug}): one document per page, whose sections the gateway keeps as they
 * are (none added or dropped). The repeating lists operators change most have forms — the home page's FAQs and the
 * Karya BISA products —, a text section is a text field, and every other section is edited as JSON.
 */
export function GlobalsList() {
  const translate = useTranslate();
  return (
    <ResourceList title="menu.contentGlobals" pagination={false} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <FunctionField
          label="content.admin.page"
          render={(record: RaRecord) => translate(`content.admin.pages.${record.id}`, { _: String(record.id) })}
        />
        <TextField source="id" sortable={false} />
      </Datagrid>
    </ResourceList>
  );
}

function FaqsInput() {
  return (
    <ArrayInput source="faqs" label="content.admin.faqs">
      <SimpleFormIterator>
        <TextInput source="questionId" label="content.admin.questionId" validate={required()} fullWidth helperText={false} />
        <TextInput source="questionEn" label="content.admin.questionEn" validate={required()} fullWidth helperText={false} />
        <TextInput source="answerId" label="content.admin.answerId" validate={required()} multiline fullWidth helperText={false} />
        <TextInput source="answerEn" label="content.admin.answerEn" validate={required()} multiline fullWidth helperText={false} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

function ProductsInput() {
  return (
    <ArrayInput source="Product" label="content.admin.products">
      <SimpleFormIterator>
        <TextInput source="Name" label="content.admin.name" validate={required()} helperText={false} />
        <TextInput source="nameEnglish" label="content.admin.nameEn" validate={required()} helperText={false} />
        <TextInput source="Category" label="content.admin.category" validate={required()} helperText={false} />
        <TextInput source="categoryEnglish" label="content.admin.categoryEn" validate={required()} helperText={false} />
        <TextInput source="Description" label="content.admin.descriptionId" validate={required()} multiline fullWidth helperText={false} />
        <TextInput source="descriptionEnglish" label="content.admin.descriptionEn" validate={required()} multiline fullWidth helperText={false} />
        <ArrayInput source="Images" label="content.admin.images">
          <SimpleFormIterator>
            <ImageUrlInput source="Image.url" />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** The sections that have a form of their own, by page. */
const SECTION_FORMS: Record<string, Record<string, ComponentType>> = {
  home: { faqs: FaqsInput },
  karyabisa: { Product: ProductsInput },
};

function SectionInputs() {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  const forms = SECTION_FORMS[String(record.id)] ?? {};
  return Object.entries(record)
    .filter(([name]) => name !== 'id')
    .map(([name, value]) => {
      const Form = forms[name];
      if (Form) return <Form key={name} />;
      if (typeof value === 'string') {
        const label = translate('content.admin.section', { name });
        return <TextInput key={name} source={name} label={label} multiline={value.length > 80} fullWidth parse={(text: string) => text} />;
      }
      return <JsonSectionInput key={name} source={name} />;
    });
}

/** New FAQs and products (and their pictures) get the ids the public pages key on. */
function numbered(data: RaRecord): RaRecord {
  if (data.id === 'home') return { ...data, faqs: withItemIds((data as unknown as HomeContent).faqs) };
  if (data.id === 'karyabisa') {
    const products = (data as unknown as KaryaBisaContent).Product;
    return { ...data, Product: withItemIds(products).map((product) => ({ ...product, Images: withItemIds(product.Images) })) };
  }
  return data;
}

export function GlobalEdit() {
  return (
    <Edit title="menu.contentGlobals" mutationMode="pessimistic" transform={numbered} actions={false}>
      {/* A page is never deleted: the toolbar saves only. */}
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <SectionInputs />
      </SimpleForm>
    </Edit>
  );
}
