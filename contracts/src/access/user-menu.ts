import type { TAccessContext } from './access-context.ts';
import { hasPermission } from './permissions.ts';
import { isBankReseller } from './resellers.ts';

/** What the user-menu permissions read: role, reseller, account manager, experience, sign-in kind and flags. */
export type TUserMenuContext = Pick<
  TAccessContext,
  'roleName' | 'resellerId' | 'isAccountManager' | 'experienceType' | 'isSsoUser' | 'flags'
>;

/** My Account: every role (spec 1 §6). */
export const hasMyAccountAccess = (ctx: TUserMenuContext): boolean => hasPermission('myAccount', ctx);

/** Buy Hardware: every role. */
export const hasBuyHardwarePermission = (ctx: TUserMenuContext): boolean => hasPermission('buyHardware', ctx);

/** Register Hardware (name spelled as the spec has it): the add store/device right, hidden for the bank reseller. */
export const canRegisterHardwware = (ctx: TUserMenuContext): boolean =>
  hasPermission('addStoreDevice', ctx) && !isBankReseller(ctx.resellerId);

/** Support Tools: internal and partner roles, or an account manager of experience type 3. */
export const hasSupportToolsAccess = (ctx: TUserMenuContext): boolean => hasPermission('supportTools', ctx);

/** Customer Care: hidden for the bank reseller (spec 1 §6 reseller rules). */
export const hasCustomerCareAccess = (ctx: TUserMenuContext): boolean => !isBankReseller(ctx.resellerId);

/** The user-menu entries of the portal header (spec 1 §2). */
export type TUserMenuItemId =
  'myAccount' | 'changePassword' | 'buyHardware' | 'registerHardware' | 'supportTools' | 'customerCare' | 'logout';

/** An entry of the user menu: a route under /Portal/NewIndex, or an action the shell performs. */
export type TUserMenuItem = { id: TUserMenuItemId; labelKey: string; path?: string };

const USER_MENU: readonly (TUserMenuItem & { shows: (ctx: TUserMenuContext) => boolean })[] = [
  { id: 'myAccount', labelKey: 'portal.userMenu.myAccount', path: 'account/overview', shows: hasMyAccountAccess },
  // Single-sign-on users change their password at the identity provider.
  { id: 'changePassword', labelKey: 'portal.userMenu.changePassword', shows: (ctx) => !ctx.isSsoUser },
  {
    id: 'buyHardware',
    labelKey: 'portal.userMenu.buyHardware',
    path: 'account/buyhardware',
    shows: hasBuyHardwarePermission,
  },
  {
    id: 'registerHardware',
    labelKey: 'portal.userMenu.registerHardware',
    path: 'account/registerhardware',
    shows: canRegisterHardwware,
  },
  { id: 'supportTools', labelKey: 'portal.userMenu.supportTools', path: 'supportTools', shows: hasSupportToolsAccess },
  {
    id: 'customerCare',
    labelKey: 'portal.userMenu.customerCare',
    path: 'customercare',
    shows: hasCustomerCareAccess,
  },
  { id: 'logout', labelKey: 'portal.userMenu.logout', shows: () => true },
];

/** The user-menu entries the user may see, in the header's order. */
export const userMenuItems = (ctx: TUserMenuContext): TUserMenuItem[] =>
  USER_MENU.filter((item) => item.shows(ctx)).map(({ shows: _shows, ...item }) => item);
