import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  DateInput,
  Edit,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  maxValue,
  minValue,
  required,
  useLocale,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { MoneyField } from '../../shared/fields/localeFields';
import { Button } from '@mui/material';
import { KIND_LABEL_KEY, PROGRAM_KINDS } from '@core/rules/programLinks';
import { CoverInput } from './CoverInput';
import { ResourceList } from '../../shared/ResourceList';

/** The operator's programs of every kind (GET/POST/PUT /api/main/admin-programs); publishing is the `published` field. */
const kindChoices = PROGRAM_KINDS.map((kind) => ({ id: kind, name: KIND_LABEL_KEY[kind] }));
const categoryName = (locale: string) => (locale === 'en' ? 'nameEn' : 'nameId');

function filtersFor(locale: string) {
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="kind" source="kind" label="operator.kind" choices={kindChoices} alwaysOn />,
    <ReferenceInput key="categoryId" source="categoryId" reference="admin-categories" perPage={100}>
      <SelectInput optionText={categoryName(locale)} label="operator.category" />
    </ReferenceInput>,
    <BooleanInput key="published" source="published" label="operator.published" />,
  ];
}

/** Publishes or unpublishes one program from the list, without opening it. */
function PublishButton() {
  const record = useRecordContext<{ id: number; published: boolean }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const toggle = () =>
    update(
      'admin-programs',
      { id: record.id, data: { ...record, published: !record.published }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => refresh(),
        onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      },
    );
  return (
    <Button size="small" disabled={isPending} onClick={(event) => (event.stopPropagation(), void toggle())}>
      {translate(record.published ? 'operator.unpublish' : 'operator.publish')}
    </Button>
  );
}

export function ProgramsList() {
  const locale = useLocale();
  return (
    <ResourceList title="menu.adminPrograms" filters={filtersFor(locale)} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source={locale === 'en' ? 'titleEn' : 'titleId'} label="operator.titleId" sortBy="titleId" />
        <SelectField source="kind" label="operator.kind" choices={kindChoices} sortable={false} />
        <ReferenceField source="categoryId" reference="admin-categories" label="operator.category" sortable={false} link={false}>
          <TextField source={categoryName(locale)} />
        </ReferenceField>
        <MoneyField source="price" label="operator.price" />
        <MoneyField source="discount" label="operator.discount" sortable={false} />
        <BooleanField source="published" label="operator.published" sortable={false} />
        <PublishButton />
      </Datagrid>
    </ResourceList>
  );
}

/** The discount may not exceed the price (the gateway checks it too). */
const discountWithinPrice = (value: number | undefined, values: { price?: number }) =>
  value !== undefined && values.price !== undefined && value > values.price ? 'operator.discountAbovePrice' : undefined;

function ProgramForm({ withCover }: { withCover: boolean }) {
  const locale = useLocale();
  return (
    <SimpleForm>
      <SelectInput source="kind" label="operator.kind" choices={kindChoices} validate={required()} />
      <ReferenceInput source="categoryId" reference="admin-categories" perPage={100}>
        <SelectInput optionText={categoryName(locale)} label="operator.category" validate={required()} />
      </ReferenceInput>
      <TextInput source="titleId" label="operator.titleId" validate={required()} fullWidth />
      <TextInput source="titleEn" label="operator.titleEn" validate={required()} fullWidth />
      <TextInput source="descriptionId" label="operator.descriptionId" multiline minRows={3} fullWidth />
      <TextInput source="descriptionEn" label="operator.descriptionEn" multiline minRows={3} fullWidth />
      <TextInput source="competencyId" label="operator.competencyId" fullWidth />
      <TextInput source="competencyEn" label="operator.competencyEn" fullWidth />
      <NumberInput source="price" label="operator.price" validate={[required(), minValue(0)]} step={1000} />
      <NumberInput
        source="discount"
        label="operator.discount"
        validate={[minValue(0), maxValue(1_000_000_000_000), discountWithinPrice]}
        step={1000}
      />
      <DateInput source="availableFrom" label="operator.availableFrom" />
      <BooleanInput source="published" label="operator.published" />
      {withCover && <CoverInput />}
    </SimpleForm>
  );
}

const programDefaults = { descriptionId: '', descriptionEn: '', competencyId: '', competencyEn: '', discount: 0, published: false };

export function ProgramEdit() {
  return (
    <Edit title="menu.adminPrograms" mutationMode="pessimistic">
      <ProgramForm withCover />
    </Edit>
  );
}

export function ProgramCreate() {
  return (
    <Create title="menu.adminPrograms" redirect="edit" record={programDefaults}>
      <ProgramForm withCover={false} />
    </Create>
  );
}
