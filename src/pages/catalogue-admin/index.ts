import { lazyExport } from '../../shared/lazyExport';
import type { PageViews } from '../../shared/pageViews';

const programs = () => import('./ProgramsResource');
const categories = () => import('./CategoriesResource');
const orders = () => import('./OrdersResource');
const companyRequests = () => import('./CompanyRequestsResource');
const configuration = () => import('./ConfigurationResource');

/**
 * The operator console's catalogue, orders and configuration, in the member area where the Admin role
 * works; each is a react-admin resource named by its segment (src/core/rules/memberPages.ts), loaded when opened.
 */
export const catalogueAdminViews = {
  'admin-programs': {
    resource: {
      list: lazyExport(programs, 'ProgramsList'),
      edit: lazyExport(programs, 'ProgramEdit'),
      create: lazyExport(programs, 'ProgramCreate'),
    },
  },
  'admin-categories': {
    resource: {
      list: lazyExport(categories, 'CategoriesList'),
      edit: lazyExport(categories, 'CategoryEdit'),
      create: lazyExport(categories, 'CategoryCreate'),
    },
  },
  'admin-orders': { resource: { list: lazyExport(orders, 'OrdersList'), show: lazyExport(orders, 'OrderShow') } },
  'admin-company-requests': {
    resource: { list: lazyExport(companyRequests, 'CompanyRequestsList'), show: lazyExport(companyRequests, 'CompanyRequestShow') },
  },
  'admin-configuration': {
    resource: { list: lazyExport(configuration, 'ConfigurationList'), edit: lazyExport(configuration, 'ConfigurationEdit') },
  },
} satisfies PageViews;
