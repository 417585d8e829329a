import { randomBytes } from 'node:crypto';
import type { TDb } from '../../db/create-db.ts';
import { employeeRoles, employees, employeeStores } from '../../db/schema.ts';
import { merchantKey } from '../../db/tenant.ts';
import type { TMerchantFixture } from './accounts.ts';

/**
 * An employee of the merchant that a test owns: a random name (searchable by its suffix), the given roles with pay
 * rates and stores (default: the first), optionally a back-office login. Answers the employee's id (its POS user id).
 */
export async function createEmployee(
  db: TDb,
  merchant: TMerchantFixture,
  options: {
    firstName?: string;
    lastName?: string;
    employeeNumber?: string;
    email?: string;
    roles?: { roleId: number; payRate?: string }[];
    storeIds?: number[];
    userId?: number;
    isActive?: boolean;
  } = {},
): Promise<number> {
  const tag = randomBytes(3).toString('hex');
  const [row] = await db
    .insert(employees)
    .values({
      ...merchantKey(merchant.merchant),
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? `Employee ${tag}`,
      employeeNumber: options.employeeNumber ?? tag,
      shortName: `Test ${tag.slice(0, 2)}`,
      email: options.email ?? `employee-${tag}@test.example`,
      phone: '(555) 010-0000',
      userId: options.userId ?? null,
      isActive: options.isActive ?? true,
    })
    .returning({ id: employees.id });
  const employeeId = row!.id;
  const storeIds = options.storeIds ?? merchant.storeIds.slice(0, 1);
  if (storeIds.length > 0)
    await db
      .insert(employeeStores)
      .values(storeIds.map((storeId) => ({ ...merchantKey(merchant.merchant), employeeId, storeId })));
  if (options.roles?.length)
    await db.insert(employeeRoles).values(
      options.roles.map((r) => ({
        ...merchantKey(merchant.merchant),
        employeeId,
        roleId: r.roleId,
        payRate: r.payRate ?? '0',
      })),
    );
  return employeeId;
}
