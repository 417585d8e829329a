import { DEVICE_CODE_FEATURE_ID } from '@mp/contracts/employees';
import { EDIT_FEATURE_ID, FEATURE_ID as F } from '@mp/contracts/access/feature-ids';
import { EXCLUSIVE_FEATURE_ID } from '@mp/contracts/access/role-matrix';
import { FEATURE_TYPE } from '@mp/contracts/user-roles';
import type { features } from '../../db/schema.ts';
import { POS_JOB_ROLE } from '../../demo/ids.ts';

type TNode = { id: number; name: string; group?: string; children?: TNode[] };
type TSection = TNode & { type: number };

const leaf = (id: number, name: string): TNode => ({ id, name });
const node = (id: number, name: string, children: TNode[]): TNode => ({ id, name, children });
const section = (type: number, id: number, name: string, children: TNode[] = []): TSection => ({
  type,
  id,
  name,
  children,
});

const BACK = FEATURE_TYPE.backOffice;
const POS = FEATURE_TYPE.pos;
const PLATFORM = FEATURE_TYPE.managerPlatform;

/**
 * The permission catalogue behind the User Roles matrix, as a tree in display order. Back-office ids are the ones
 * the menu reads (FEATURE_ID) plus the report-only ids 201..204; a section's id gates its own page too (Employees
 * 10 is both). POS features are 130..133 (register modes; 132 is the exclusive switch) and 230..239.
 */
const CATALOG: TSection[] = [
  section(BACK, F.myStore, 'My Store', [
    leaf(F.activitySummary, 'Activity Summary'),
    leaf(F.salesDashboard, 'Sales Dashboard'),
    leaf(F.customerDashboard, 'Customer Dashboard'),
  ]),
  section(BACK, F.employees, 'Employees', [
    leaf(F.userRoles, 'User Roles'),
    leaf(F.timeClock, 'Time Clock'),
    leaf(F.employeeManagement, 'Employee Management'),
    leaf(DEVICE_CODE_FEATURE_ID, 'Device Registration Code'),
    leaf(F.posMessages, 'POS Messages'),
  ]),
  section(BACK, F.inventory, 'Inventory', [
    leaf(F.categories, 'Categories'),
    leaf(F.modifiers, 'Modifiers'),
    leaf(F.itemAvailability, 'Item Availability'),
    leaf(F.promotions, 'Promotions'),
    leaf(F.discounts, 'Discounts'),
    leaf(F.priceLists, 'Price Lists'),
    leaf(F.departments, 'Departments'),
    leaf(F.tags, 'Tags'),
    leaf(F.events, 'Events'),
    leaf(F.donations, 'Donations'),
    leaf(F.inventoryManage, 'Manage Inventory'),
    leaf(F.inventoryConfiguration, 'Inventory Configuration'),
    leaf(F.inventoryPricing, 'Inventory Pricing'),
  ]),
  section(BACK, F.results, 'Results', [
    leaf(F.operationsReports, 'Operations Reports'),
    node(F.salesReports, 'Sales Reports', [leaf(201, 'Sales Summary'), leaf(203, 'Item Sales')]),
    leaf(F.customerReports, 'Customer Reports'),
    leaf(F.listReports, 'List Reports'),
    leaf(F.posTransactions, 'POS Transactions'),
    node(F.financialShifts, 'Financial Shifts', [leaf(204, 'Payments')]),
    node(F.laborShifts, 'Labor Shifts', [leaf(202, 'Labor Summary')]),
    leaf(F.accounting, 'Accounting'),
    leaf(F.creditSettlement, 'Credit Settlement'),
    leaf(F.cashManager, 'Cash Manager'),
    leaf(F.commerceCreditSettlement, 'Commerce Credit Settlement'),
    leaf(F.giftSettlement, 'Gift Settlement'),
    leaf(F.donationsReport, 'Donations Report'),
  ]),
  section(BACK, 56, 'Customers', [
    leaf(F.emailMarketing, 'E-mail Marketing'),
    leaf(F.loyalty, 'Loyalty'),
    leaf(F.survey, 'Survey'),
    leaf(F.customers, 'Customer List'),
    leaf(F.social, 'Social'),
    leaf(F.houseAccounts, 'House Accounts'),
  ]),
  section(BACK, F.ecommerce, 'E-commerce', [
    node(F.onlineOrdering, 'Online Ordering', [leaf(EDIT_FEATURE_ID.onlineOrdering, 'Edit Online Ordering')]),
  ]),
  section(BACK, 69, 'Settings', [
    node(F.companyInformation, 'Company Information', [
      leaf(EDIT_FEATURE_ID.companyInformation, 'Edit Company Information'),
    ]),
    node(F.storeSettings, 'Store Settings', [leaf(F.storeOptions, 'Store Options')]),
    leaf(F.taxes, 'Taxes'),
    leaf(F.imageManager, 'Image Manager'),
    leaf(F.revenueCenters, 'Revenue Centers'),
    leaf(F.payments, 'Payments Setup'),
    leaf(F.customTenders, 'Custom Tenders'),
    leaf(F.payInOutCodes, 'Pay In / Pay Out Codes'),
    leaf(F.charges, 'Charges'),
    leaf(F.kitchenRouting, 'Kitchen Routing'),
    leaf(F.venueSeats, 'Venue Seats'),
    leaf(F.reasonCodes, 'Reason Codes'),
  ]),
  section(BACK, F.admin, 'Administration', [leaf(F.supportAdmin, 'Support Administration')]),
  section(PLATFORM, 140, 'Manager Platform', [
    leaf(141, 'Schedules'),
    leaf(142, 'Labor Forecast'),
    leaf(143, 'Team Messaging'),
  ]),
  section(PLATFORM, 144, 'Manager Platform Reports'),
  section(POS, 130, 'Register Modes', [
    leaf(131, 'Standard Register'),
    { id: EXCLUSIVE_FEATURE_ID, name: 'Order Entry Only', group: 'registerMode' },
    leaf(133, 'Training Mode'),
  ]),
  section(POS, 230, 'Void Items'),
  section(POS, 231, 'Refunds', [leaf(232, 'Refund Without Receipt'), leaf(233, 'Partial Refunds')]),
  section(POS, 234, 'Open Cash Drawer'),
  section(POS, 235, 'Discounts at POS', [leaf(236, 'Item Discounts'), leaf(237, 'Check Discounts')]),
  section(POS, 238, 'Price Override'),
  section(POS, 239, 'Clock Out Other Employees'),
];

export type TFeatureRow = typeof features.$inferInsert;

/** The catalogue as `features` rows: parent, leaf and hierarchy levels and display order come from the tree. */
export function featureRows(): TFeatureRow[] {
  const rows: TFeatureRow[] = [];
  const walk = (n: TNode, type: number, parentId: number | null, level: number) => {
    rows.push({
      id: n.id,
      name: n.name,
      type,
      parentId,
      leafLevel: n.children?.length ? 0 : 1,
      hierarchyLevel: level,
      mutuallyExclusiveGroupName: n.group ?? null,
      sortIndex: rows.length + 1,
    });
    for (const child of n.children ?? []) walk(child, type, n.id, level + 1);
  };
  for (const s of CATALOG) walk(s, s.type, null, 0);
  return rows;
}

/** POS job roles the demo gives merchants with table service (roleIdOf(merchantId, n)) and their features. */
export const POS_JOB_ROLES = [
  {
    n: POS_JOB_ROLE.Server,
    name: 'Server',
    asmJobId: 'JOB-SERVER',
    features: [130, 131, 133, 230, 234, 235, 236, 237],
  },
  {
    n: POS_JOB_ROLE.Bartender,
    name: 'Bartender',
    asmJobId: 'JOB-BARTENDER',
    features: [130, 131, 133, 230, 231, 232, 233, 234],
  },
  { n: POS_JOB_ROLE.Host, name: 'Host', asmJobId: 'JOB-HOST', features: [EXCLUSIVE_FEATURE_ID] },
  // A name over 20 characters: the matrix truncates it and shows it whole in a popover.
  {
    n: POS_JOB_ROLE['Kitchen Line Cook / Prep'],
    name: 'Kitchen Line Cook / Prep',
    asmJobId: 'JOB-COOK',
    features: [130, 131, 133],
  },
] as const;
