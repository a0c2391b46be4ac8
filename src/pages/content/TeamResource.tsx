import {
  ArrayInput,
  Create,
  Datagrid,
  Edit,
  ImageField,
  SearchInput,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
  required,
} from 'react-admin';
import type { TeamMember } from '@core/content/types';
import { ContentToolbar } from './ContentToolbar';
import { ImageUrlInput } from './ImageUrlInput';
import { withItemIds } from './itemIds';
import { ResourceList } from '../../shared/ResourceList';

/** The our-team page's members: name, role, photo and social links (each with its icon). */
export function TeamList() {
  return (
    <ResourceList
      title="menu.contentOurTeams"
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'id', order: 'ASC' }}
      perPage={25}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <ImageField title="name" source="image.url" label="content.admin.picture" sortable={false} sx={{ '& img': { maxHeight: 40 } }} />
        <TextField source="name" label="content.admin.name" sortable={false} />
        <TextField source="role" label="content.admin.role" sortable={false} />
      </Datagrid>
    </ResourceList>
  );
}

const numbered = (record: TeamMember): TeamMember => ({ ...record, social_media: withItemIds(record.social_media) });

function TeamForm() {
  return (
    <SimpleForm toolbar={<ContentToolbar />}>
      <TextInput source="name" label="content.admin.name" validate={required()} />
      <TextInput source="role" label="content.admin.role" validate={required()} />
      <ImageUrlInput source="image.url" />
      <ArrayInput source="social_media" label="content.admin.socialMedia">
        <SimpleFormIterator>
          <TextInput source="name" label="content.admin.socialName" validate={required()} helperText={false} />
          <TextInput source="url" label="content.admin.socialUrl" validate={required()} fullWidth helperText={false} />
          <ImageUrlInput source="icons.url" label="content.admin.socialIcon" />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

export function TeamEdit() {
  return (
    <Edit title="menu.contentOurTeams" mutationMode="pessimistic" transform={numbered}>
      <TeamForm />
    </Edit>
  );
}

export function TeamCreate() {
  return (
    <Create title="menu.contentOurTeams" redirect="list" transform={numbered}>
      <TeamForm />
    </Create>
  );
}
