import { EMPLOYEE_SORT } from '@mp/contracts/employees';
import type { QueryClient } from '@tanstack/react-query';
import { gridViewOf } from '../../../components/use-grid-state';
import { portalDataQuery } from '../../../lib/session/portal-data.queries';
import { employeeListQuery, employeeScopeOf } from './employees.queries';

/** The list page the URL asks for (page, sort, search), requested as navigation starts: the key the list asks for. */
export async function prefetchEmployeeList(queryClient: QueryClient, query: URLSearchParams): Promise<void> {
  const portal = await queryClient.ensureQueryData(portalDataQuery());
  await queryClient.prefetchQuery(employeeListQuery(employeeScopeOf(portal), gridViewOf(query, EMPLOYEE_SORT)));
}
