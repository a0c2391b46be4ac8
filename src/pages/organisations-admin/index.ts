import type { PageViews } from '../../shared/pageViews';
import { OrganisationEdit, OrganisationsList } from './OrganisationsResource';

/** The operator console's organisations (DESIGN 4a), a react-admin resource named by its segment. */
export const organisationsAdminViews = {
  'admin-organisations': { resource: { list: OrganisationsList, edit: OrganisationEdit } },
} satisfies PageViews;
