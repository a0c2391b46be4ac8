import { lazyPages } from '../../shared/lazyPages';
import type { PageViews } from '../../shared/pageViews';

// The catalog groups these pages show besides the shell's (tests/unit/memberMessageParts.test.ts checks them).
const page = lazyPages(['organisations', 'partnerRegistration', 'validation']);

const organisations = () => import('./OrganisationsResource');

/** The operator console's organisations (DESIGN 4a), a react-admin resource named by its segment, loaded when opened. */
export const organisationsAdminViews = {
  'admin-organisations': { resource: { list: page(organisations, 'OrganisationsList'), edit: page(organisations, 'OrganisationEdit') } },
} satisfies PageViews;
