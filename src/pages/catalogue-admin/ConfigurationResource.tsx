import {
  Datagrid,
  Edit,
  FunctionField,
  NumberInput,
  SimpleForm,
  TextField,
  maxValue,
  minValue,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LocaleDateField, LocaleNumberField } from '../../shared/fields/localeFields';
import { Typography } from '@mui/material';
import type { ConfigurationRecord } from '@core/configuration/contract';
import { ResourceList } from '../../shared/ResourceList';

/** SPEC 3's global configuration values (/api/main/admin-configuration); each record carries its allowed range. */

function HelpText() {
  const translate = useTranslate();
  const record = useRecordContext<ConfigurationRecord>();
  if (!record) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {translate(`operator.configHelp.${record.configCode}`)} — {translate('operator.range', { min: record.min, max: record.max })}
    </Typography>
  );
}

export function ConfigurationList() {
  const translate = useTranslate();
  return (
    <ResourceList title="menu.adminConfiguration" pagination={false} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="configCode" label="operator.configCode" sortable={false} />
        <FunctionField label="operator.notes" render={(record: ConfigurationRecord) => translate(`operator.configHelp.${record.configCode}`)} />
        <LocaleNumberField source="configValue" label="operator.configValue" sortable={false} />
        <LocaleDateField source="updatedAt" label="operator.createdAt" showTime sortable={false} />
      </Datagrid>
    </ResourceList>
  );
}

function ValueInput() {
  const record = useRecordContext<ConfigurationRecord>();
  if (!record) return null;
  return (
    <NumberInput source="configValue" label="operator.configValue" validate={[required(), minValue(record.min), maxValue(record.max)]} step={0.01} />
  );
}

export function ConfigurationEdit() {
  return (
    <Edit title="menu.adminConfiguration" mutationMode="pessimistic">
      <SimpleForm>
        <TextField source="configCode" label="operator.configCode" />
        <HelpText />
        <ValueInput />
      </SimpleForm>
    </Edit>
  );
}
