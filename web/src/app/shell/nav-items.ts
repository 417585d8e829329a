import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PrivacyTipOutlined from '@mui/icons-material/PrivacyTipOutlined';
import RestaurantMenuOutlined from '@mui/icons-material/RestaurantMenuOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { TAccessContext } from '@mp/contracts/access/access-context';
import { entryLabelKey, PORTAL_MENU } from '@mp/contracts/access/menu';

/** Icons of the top-level entries, by menu id (the entries themselves come from PORTAL_MENU). */
export const NAV_ICONS: Partial<Record<string, SvgIconComponent>> = {
  mystore: StorefrontOutlined,
  results: BarChartOutlined,
  menu: Inventory2Outlined,
  customers: PeopleOutlined,
  employees: BadgeOutlined,
  ecommerce: ShoppingCartOutlined,
  onlineordering: RestaurantMenuOutlined,
  settings: SettingsOutlined,
  account: AccountCircleOutlined,
  settingsPrivacy: PrivacyTipOutlined,
  helpCenter: HelpOutline,
  pilotprogram: ScienceOutlined,
};

/** Sections whose name shows as the title on narrow screens (third path segment, spec 1 §2). */
export const TITLED_SECTIONS = ['mystore', 'customers', 'employees', 'menu', 'results', 'settings', 'account'] as const;

/** The label key of a top-level section as this user sees it (Inventory is called Menu for product type 6). */
export const sectionLabelKey = (section: string, ctx: TAccessContext): string | null => {
  const entry = PORTAL_MENU.find((candidate) => candidate.id === section && candidate.path === section);
  return entry ? entryLabelKey(entry, ctx) : null;
};

export const DEFAULT_HELP_URL = 'https://docs.example.com/merchant-portal/help';
