import {
  ArrayInput,
  Create,
  Datagrid,
  Edit,
  ImageField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
  required,
  useLocale,
} from 'react-admin';
import type { Partner } from '@core/content/types';
import { ContentToolbar } from './ContentToolbar';
import { ImageUrlInput } from './ImageUrlInput';
import { withItemIds } from './itemIds';
import { ResourceList } from '../../shared/ResourceList';

/** SPEC 3's partners: name, logo, category, bilingual description, numbers, location and collaboration. */
const categoryTitle = (locale: string) => (locale === 'en' ? 'titleEn' : 'titleId');

function usePartnerFilters() {
  const locale = useLocale();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <ReferenceInput key="categoryId" source="categoryId" reference="content-type-partner">
      <SelectInput optionText={categoryTitle(locale)} label="content.admin.category" />
    </ReferenceInput>,
  ];
}

export function PartnersList() {
  const locale = useLocale();
  return (
    <ResourceList title="menu.contentPartners" filters={usePartnerFilters()} sort={{ field: 'createdAt', order: 'DESC' }} perPage={10}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <ImageField
          title="partner_name"
          source="image_partner.url"
          label="content.admin.picture"
          sortable={false}
          sx={{ '& img': { maxHeight: 40 } }}
        />
        <TextField source="partner_name" label="content.admin.partnerName" sortable={false} />
        <TextField source={`type_partner.${categoryTitle(locale)}`} label="content.admin.category" sortable={false} />
        <TextField source="location.address" label="content.admin.address" sortable={false} />
      </Datagrid>
    </ResourceList>
  );
}

/**
 * The document the gateway expects: new items of the partner's lists get their ids (the public pages key on them),
 * and the optional collaboration texts, which the form leaves null when empty, are empty strings.
 */
function toDocument(record: Partner): Partner {
  const collaboration: Partial<Partner['collaboration']> = record.collaboration ?? {};
  return {
    ...record,
    section: withItemIds(record.section),
    collaboration: {
      titleId: collaboration.titleId ?? '',
      titleEn: collaboration.titleEn ?? '',
      descriptionId: collaboration.descriptionId ?? '',
      descriptionEn: collaboration.descriptionEn ?? '',
      PartnerImage: withItemIds(collaboration.PartnerImage),
    },
  };
}

function PartnerForm() {
  const locale = useLocale();
  return (
    <SimpleForm toolbar={<ContentToolbar />}>
      <TextInput source="partner_name" label="content.admin.partnerName" validate={required()} fullWidth />
      <ReferenceInput source="type_partner.id" reference="content-type-partner">
        <SelectInput optionText={categoryTitle(locale)} label="content.admin.category" validate={required()} />
      </ReferenceInput>
      <ImageUrlInput source="image_partner.url" />
      <TextInput source="descriptionId" label="content.admin.descriptionId" validate={required()} multiline minRows={3} fullWidth />
      <TextInput source="descriptionEn" label="content.admin.descriptionEn" validate={required()} multiline minRows={3} fullWidth />
      <TextInput source="location.address" label="content.admin.address" validate={required()} fullWidth />
      <ArrayInput source="section" label="content.partners.numbers">
        <SimpleFormIterator inline>
          <TextInput source="number" label="content.admin.number" validate={required()} helperText={false} />
          <TextInput source="descriptionId" label="content.admin.descriptionId" validate={required()} helperText={false} />
          <TextInput source="descriptionEn" label="content.admin.descriptionEn" validate={required()} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <TextInput source="collaboration.titleId" label="content.admin.collaborationTitleId" fullWidth />
      <TextInput source="collaboration.titleEn" label="content.admin.collaborationTitleEn" fullWidth />
      <TextInput source="collaboration.descriptionId" label="content.admin.collaborationId" multiline fullWidth />
      <TextInput source="collaboration.descriptionEn" label="content.admin.collaborationEn" multiline fullWidth />
      <ArrayInput source="collaboration.PartnerImage" label="content.admin.images">
        <SimpleFormIterator>
          <ImageUrlInput source="Image.url" />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

export function PartnerEdit() {
  return (
    <Edit title="menu.contentPartners" mutationMode="pessimistic" transform={toDocument}>
      <PartnerForm />
    </Edit>
  );
}

export function PartnerCreate() {
  return (
    <Create title="menu.contentPartners" redirect="list" transform={toDocument}>
      <PartnerForm />
    </Create>
  );
}
