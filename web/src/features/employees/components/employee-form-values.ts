import type { TEmployeeDetail, TEmployeeStore, TEmployeeUpdateRequest } from '@mp/contracts/employees';

/** The form edits the update call's body: every role row of the detail and every store row of the grid's page. */
export type TEmployeeFormValues = TEmployeeUpdateRequest;

export const formValuesOf = (detail: TEmployeeDetail, stores: readonly TEmployeeStore[]): TEmployeeFormValues => ({
  posUserId: detail.posUserId,
  userRoles: detail.userRoles.map(({ roleId, isAssigned, payRate }) => ({ roleId, isAssigned, payRate })),
  userStores: stores.map(({ storeId, isAssigned }) => ({ storeId, isAssigned })),
  ConcurrencyChecksum: detail.ConcurrencyChecksum,
});
