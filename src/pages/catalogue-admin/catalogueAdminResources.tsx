import { Resource } from 'react-admin';
import type { Area } from '../../core';
import { CategoriesList, CategoryCreate, CategoryEdit } from './CategoriesResource';
import { CompanyRequestShow, CompanyRequestsList } from './CompanyRequestsResource';
import { ConfigurationEdit, ConfigurationList } from './ConfigurationResource';
import { OrderShow, OrdersList } from './OrdersResource';
import { ProgramCreate, ProgramEdit, ProgramsList } from './ProgramsResource';

/**
 * The operator console's catalogue, orders and configuration (issue 6), in the member area where the Admin role
 * works; their names are CATALOGUE_ADMIN_SEGMENTS (src/core/rules/menus.ts).
 */
export function catalogueAdminResources(area: Area) {
  if (area !== 'member') return null;
  return [
    <Resource key="admin-programs" name="admin-programs" list={ProgramsList} edit={ProgramEdit} create={ProgramCreate} />,
    <Resource key="admin-categories" name="admin-categories" list={CategoriesList} edit={CategoryEdit} create={CategoryCreate} />,
    <Resource key="admin-orders" name="admin-orders" list={OrdersList} show={OrderShow} />,
    <Resource key="admin-company-requests" name="admin-company-requests" list={CompanyRequestsList} show={CompanyRequestShow} />,
    <Resource key="admin-configuration" name="admin-configuration" list={ConfigurationList} edit={ConfigurationEdit} />,
  ];
}
