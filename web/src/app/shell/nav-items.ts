import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import RestaurantMenuOutlined from '@mui/icons-material/RestaurantMenuOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { TPortalData } from '@mp/contracts/portal';

/** Product type whose inventory is called "Menu" (spec 1 §2). */
const MENU_PRODUCT_TYPE = 6;

export type TNavItem = {
  id: string;
  /** i18n key of the label. */
  labelKey: (portal: TPortalData) => string;
  /** Path under /Portal/NewIndex. */
  path: string;
  icon: SvgIconComponent;
};

/**
 * Side navigation as data. Per-entry gating (permissions, feature ids, flags) is a later issue: it will be one pure
 * function in contracts/access applied here and by the route guard.
 */
export const NAV_ITEMS: TNavItem[] = [
  { id: 'mystore', labelKey: () => 'portal.nav.mystore', path: 'mystore', icon: StorefrontOutlined },
  { id: 'results', labelKey: () => 'portal.nav.results', path: 'results', icon: BarChartOutlined },
  {
    id: 'menu',
    labelKey: (portal) => (portal.productType === MENU_PRODUCT_TYPE ? 'portal.nav.menu' : 'portal.nav.inventory'),
    path: 'menu',
    icon: Inventory2Outlined,
  },
  { id: 'customers', labelKey: () => 'portal.nav.customers', path: 'customers', icon: PeopleOutlined },
  { id: 'employees', labelKey: () => 'portal.nav.employees', path: 'employees', icon: BadgeOutlined },
  { id: 'ecommerce', labelKey: () => 'portal.nav.ecommerce', path: 'ecommerce', icon: ShoppingCartOutlined },
  {
    id: 'onlineordering',
    labelKey: () => 'portal.nav.onlineordering',
    path: 'onlineordering',
    icon: RestaurantMenuOutlined,
  },
  { id: 'settings', labelKey: () => 'portal.nav.settings', path: 'settings', icon: SettingsOutlined },
  { id: 'account', labelKey: () => 'portal.nav.account', path: 'account/overview', icon: AccountCircleOutlined },
];

/** Sections whose name shows as the title on narrow screens (third path segment, spec 1 §2). */
export const TITLED_SECTIONS = ['mystore', 'customers', 'employees', 'menu', 'results', 'settings', 'account'] as const;

export const sectionLabelKey = (section: string, portal: TPortalData): string | null => {
  const item = NAV_ITEMS.find((entry) => entry.id === section);
  return item ? item.labelKey(portal) : null;
};

/** Provider and partner roles that see Support Tools (spec 1 §6: internal and partner roles). */
const SUPPORT_TOOLS_ROLES = [
  'Silver Admin',
  'Silver Support Admin',
  'Silver Support',
  'Silver Partner',
  'Silver Partner Manager',
  'Silver Partner Support',
];

export const hasSupportToolsAccess = (portal: TPortalData) =>
  SUPPORT_TOOLS_ROLES.includes(portal.userRole) || portal.isAdminUser || portal.isSilverPartner;

export const DEFAULT_HELP_URL = 'https://docs.example.com/merchant-portal/help';
