import type { PageViews } from '../../shared/pageViews';
import { CategoriesList, CategoryCreate, CategoryEdit } from './CategoriesResource';
import { CompanyRequestShow, CompanyRequestsList } from './CompanyRequestsResource';
import { ConfigurationEdit, ConfigurationList } from './ConfigurationResource';
import { OrderShow, OrdersList } from './OrdersResource';
import { ProgramCreate, ProgramEdit, ProgramsList } from './ProgramsResource';

/**
 * The operator console's catalogue, orders and configuration (issue 6), in the member area where the Admin role
 * works; each is a react-admin resource named by its segment (src/core/rules/memberPages.ts).
 */
export const catalogueAdminViews = {
  'admin-programs': { resource: { list: ProgramsList, edit: ProgramEdit, create: ProgramCreate } },
  'admin-categories': { resource: { list: CategoriesList, edit: CategoryEdit, create: CategoryCreate } },
  'admin-orders': { resource: { list: OrdersList, show: OrderShow } },
  'admin-company-requests': { resource: { list: CompanyRequestsList, show: CompanyRequestShow } },
  'admin-configuration': { resource: { list: ConfigurationList, edit: ConfigurationEdit } },
} satisfies PageViews;
