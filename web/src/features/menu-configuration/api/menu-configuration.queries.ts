import {
  DEPARTMENTS_PATH,
  MENU_CONFIGURATION_PAGE_SIZE,
  TAGS_PATH,
  ZConfigurationDeleteResponse,
  ZDepartmentListResponse,
  ZDepartmentSaveResponse,
  ZTagListResponse,
  ZTagSaveResponse,
  type TDepartmentSortColumn,
  type TTagSortColumn,
} from '@mp/contracts/menu-configuration';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gridPageBody, type TGridView } from '../../../components/use-grid-state';
import { apiPost } from '../../../lib/api-client';

/** Departments and tags are the merchant's: one list per merchant, whichever store the session looks at. */
export const menuConfigurationKeys = {
  all: ['menu-configuration'] as const,
  departments: (merchantId: number) => [...menuConfigurationKeys.all, merchantId, 'departments'] as const,
  departmentPage: (merchantId: number, view: TGridView<TDepartmentSortColumn>) =>
    [...menuConfigurationKeys.departments(merchantId), view] as const,
  tags: (merchantId: number) => [...menuConfigurationKeys.all, merchantId, 'tags'] as const,
  tagPage: (merchantId: number, view: TGridView<TTagSortColumn>) =>
    [...menuConfigurationKeys.tags(merchantId), view] as const,
};

const listBody = <C extends string>(view: TGridView<C>) => gridPageBody(view, MENU_CONFIGURATION_PAGE_SIZE);

export const useDepartmentList = (merchantId: number, view: TGridView<TDepartmentSortColumn>) =>
  useQuery({
    queryKey: menuConfigurationKeys.departmentPage(merchantId, view),
    queryFn: () => apiPost(DEPARTMENTS_PATH.list, ZDepartmentListResponse, listBody(view)),
    // The grid keeps the page on screen while the next one loads, and shows its own error.
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export const useTagList = (merchantId: number, view: TGridView<TTagSortColumn>) =>
  useQuery({
    queryKey: menuConfigurationKeys.tagPage(merchantId, view),
    queryFn: () => apiPost(TAGS_PATH.list, ZTagListResponse, listBody(view)),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

/** What the screen asks of a department or tag: add (id 0), rename, or delete, each from the checksum it loaded. */
export type TConfigurationChange =
  { kind: 'save'; id: number; name: string; checksum: string } | { kind: 'delete'; id: number; checksum: string };

/** Adds, renames or deletes a department; whatever the answer, the lists are read again. */
export function useChangeDepartment(merchantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (change: TConfigurationChange) => {
      if (change.kind === 'delete')
        return apiPost(DEPARTMENTS_PATH.remove, ZConfigurationDeleteResponse, {
          DepartmentId: change.id,
          ConcurrencyChecksum: change.checksum,
        });
      return change.id === 0
        ? apiPost(DEPARTMENTS_PATH.add, ZDepartmentSaveResponse, { Name: change.name })
        : apiPost(DEPARTMENTS_PATH.edit, ZDepartmentSaveResponse, {
            DepartmentId: change.id,
            Name: change.name,
            ConcurrencyChecksum: change.checksum,
          });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuConfigurationKeys.departments(merchantId) }),
  });
}

/** Adds, renames or deletes a tag; whatever the answer, the lists are read again. */
export function useChangeTag(merchantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (change: TConfigurationChange) => {
      if (change.kind === 'delete')
        return apiPost(TAGS_PATH.remove, ZConfigurationDeleteResponse, {
          TagId: change.id,
          ConcurrencyChecksum: change.checksum,
        });
      return change.id === 0
        ? apiPost(TAGS_PATH.add, ZTagSaveResponse, { Name: change.name })
        : apiPost(TAGS_PATH.edit, ZTagSaveResponse, {
            TagId: change.id,
            Name: change.name,
            ConcurrencyChecksum: change.checksum,
          });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuConfigurationKeys.tags(merchantId) }),
  });
}
