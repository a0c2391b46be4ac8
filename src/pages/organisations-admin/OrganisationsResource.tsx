import {
  Datagrid,
  Edit,
  EmailField,
  FormDataConsumer,
  SaveButton,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  UrlField,
  required,
  useTranslate,
} from 'react-admin';
import { LocaleDateField, LocaleNumberField } from '../../shared/fields/localeFields';
import { Typography } from '@mui/material';
import { COMPANY_SIZES } from '@core/organisations/partnerRegistration';
import { ResourceList } from '../../shared/ResourceList';
import { TIME_ZONES } from '@core/time/zones';

/** The organisations the operator verifies (DESIGN 4a): only a verified LSP's schedules are offered to asesi. */
const kindChoices = ['lsp', 'employer', 'training-provider', 'client-company'].map((id) => ({ id, name: `organisations.kinds.${id}` }));
const stateChoices = ['pending', 'verified', 'rejected'].map((id) => ({ id, name: `organisations.states.${id}` }));
const timeZoneChoices = TIME_ZONES.map((id) => ({ id, name: `organisations.timeZones.${id}` }));
const sizeChoices = COMPANY_SIZES.map((id) => ({ id, name: `partnerRegistration.sizes.${id}` }));

export function OrganisationsList() {
  return (
    <ResourceList
      title="menu.adminOrganisations"
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput key="kind" source="kind" label="organisations.kind" choices={kindChoices} alwaysOn />,
        <SelectInput key="verification" source="verification" label="organisations.verification" choices={stateChoices} alwaysOn />,
      ]}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <LocaleDateField source="createdAt" label="organisations.createdAt" sortable={false} />
        <TextField source="legalName" label="organisations.legalName" sortable={false} />
        <TextField source="code" label="organisations.code" sortable={false} />
        <SelectField source="kind" label="organisations.kind" choices={kindChoices} sortable={false} />
        <SelectField source="verification" label="organisations.verification" choices={stateChoices} sortable={false} />
        <TextField source="ownerName" label="organisations.owner" sortable={false} />
        <LocaleNumberField source="members" label="organisations.members" sortable={false} />
      </Datagrid>
    </ResourceList>
  );
}

/** The verdict (a rejection says why; both are mailed to the owner) and the time zone are the operator's to change. */
export function OrganisationEdit() {
  const translate = useTranslate();
  return (
    <Edit title="menu.adminOrganisations" mutationMode="pessimistic">
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextField source="legalName" label="organisations.legalName" />
        <TextField source="code" label="organisations.code" />
        <SelectField source="kind" label="organisations.kind" choices={kindChoices} />
        <TextField source="ownerName" label="organisations.owner" />
        <EmailField source="ownerEmail" label="organisations.ownerEmail" />
        {/* What the partner registration (/registrasi-partner) told: the operator checks it before the verdict. */}
        <Typography variant="subtitle1" component="h2">
          {translate('partnerRegistration.console.details')}
        </Typography>
        <TextField source="npwp" label="partnerRegistration.console.npwp" emptyText="—" />
        <TextField source="industry" label="partnerRegistration.console.industry" emptyText="—" />
        <SelectField source="size" label="partnerRegistration.console.size" choices={sizeChoices} emptyText="—" />
        <UrlField source="website" label="partnerRegistration.console.website" target="_blank" rel="noopener noreferrer" emptyText="—" />
        <TextField source="address" label="partnerRegistration.console.address" emptyText="—" />
        <TextField source="ownerName" label="partnerRegistration.console.contactName" />
        <TextField source="contactPosition" label="partnerRegistration.console.contactPosition" emptyText="—" />
        <TextField source="contactPhone" label="partnerRegistration.console.contactPhone" emptyText="—" />
        <SelectInput source="timeZone" label="organisations.timeZone" choices={timeZoneChoices} validate={required()} />
        <SelectInput source="verification" label="organisations.verification" choices={stateChoices} validate={required()} />
        <FormDataConsumer>
          {({ formData }) =>
            formData.verification === 'rejected' && (
              <TextInput
                source="rejectionReason"
                label="organisations.rejectionReason"
                multiline
                fullWidth
                validate={required('organisations.reasonRequired')}
              />
            )
          }
        </FormDataConsumer>
      </SimpleForm>
    </Edit>
  );
}
