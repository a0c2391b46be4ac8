import { lazyPages } from '../../shared/lazyPages';
import type { PageViews } from '../../shared/pageViews';

// The catalog groups these pages show besides the shell's (tests/unit/memberMessageParts.test.ts checks them).
const page = lazyPages(['catalogue', 'cart', 'invoice', 'operator', 'payments', 'transactions']);

const programs = () => import('./ProgramsResource');
const categories = () => import('./CategoriesResource');
const orders = () => import('./OrdersResource');
const companyRequests = () => import('./CompanyRequestsResource');
const configuration = () => import('./ConfigurationResource');

/**
 * The operator console's catalogue, orders and configuration, in the member area where the Admin role
 * works; each is a react-admin resource named by its segment (packages/core/src/rules/memberPages.ts), loaded when opened.
 */
export const catalogueAdminViews = {
  'admin-programs': {
    resource: {
      list: page(programs, 'ProgramsList'),
      edit: page(programs, 'ProgramEdit'),
      create: page(programs, 'ProgramCreate'),
    },
  },
  'admin-categories': {
    resource: {
      list: page(categories, 'CategoriesList'),
      edit: page(categories, 'CategoryEdit'),
      create: page(categories, 'CategoryCreate'),
    },
  },
  'admin-orders': { resource: { list: page(orders, 'OrdersList'), show: page(orders, 'OrderShow') } },
  'admin-company-requests': {
    resource: { list: page(companyRequests, 'CompanyRequestsList'), show: page(companyRequests, 'CompanyRequestShow') },
  },
  'admin-configuration': {
    resource: { list: page(configuration, 'ConfigurationList'), edit: page(configuration, 'ConfigurationEdit') },
  },
} satisfies PageViews;
