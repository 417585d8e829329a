import { userRolesScreen } from '@mp/contracts/access/employee-screens';
import { LegacyFramePage } from '../../features/legacy-frame/legacy-frame-page';
import { UserRolesMatrixPage } from '../../features/user-roles/components/user-roles-matrix-page';
import { usePortalOutlet } from '../../lib/portal-outlet';

/**
 * Employees → User Roles (spec 1 §2): the permission matrix on the manager platform (manager mode, ASM employee and
 * ASM login flags), else the classic page of the legacy back office in its frame.
 */
export function UserRolesRoute() {
  const { access } = usePortalOutlet();
  return userRolesScreen(access) === 'matrix' ? (
    <UserRolesMatrixPage />
  ) : (
    <LegacyFramePage path="employees/userroles" />
  );
}
