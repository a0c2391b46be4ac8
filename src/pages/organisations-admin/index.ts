import { lazyExport } from '../../shared/lazyExport';
import type { PageViews } from '../../shared/pageViews';

const organisations = () => import('./OrganisationsResource');

/** The operator console's organisations (DESIGN 4a), a react-admin resource named by its segment, loaded when opened. */
export const organisationsAdminViews = {
  'admin-organisations': { resource: { list: lazyExport(organisations, 'OrganisationsList'), edit: lazyExport(organisations, 'OrganisationEdit') } },
} satisfies PageViews;
