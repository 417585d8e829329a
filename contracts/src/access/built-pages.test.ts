import { describe, expect, it } from 'vitest';
import type { TAccessContext } from './access-context.ts';
import { descriptionKeyOf, landingPath, sectionIndex, type TIsBuilt } from './built-pages.ts';
import { FEATURE_ID } from './feature-ids.ts';
import { REPORT_ONLY_FEATURE_IDS } from './login-flow.ts';
import type { TMenuEntry } from './menu.ts';

/** Corner Cafe's owner: restaurant (product 2) on the provider reseller, nothing hidden, no flags. */
const owner: TAccessContext = {
  featureIds: [],
  productType: 2,
  productMode: 2,
  isTableService: false,
  resellerId: 1,
  roleName: 'Owner',
  userRoleRank: '1',
  isAdminUser: false,
  isMerchantAdminUser: false,
  isSilverPartner: false,
  isCompanyUser: false,
  isAccountManager: false,
  isSsoUser: false,
  flags: {},
};
const ctx = (over: Partial<TAccessContext> = {}): TAccessContext => ({ ...owner, ...over });
const REPORT_ONLY = [REPORT_ONLY_FEATURE_IDS[0]];

/** The screens of this release (no legacy back office configured). */
const BUILT = new Set([
  'results/posTrans',
  'menu/categoriesoritems',
  'menu/itemAvailability',
  'menu/discounts',
  'menu/loyaltytierpricing',
  'employees/userroles',
]);
const built: TIsBuilt = (path) => BUILT.has(path);
const nothingBuilt: TIsBuilt = () => false;
const withLegacy: TIsBuilt = (path) => built(path) || path === 'mystore/activitysummary';

const ids = (index: ReturnType<typeof sectionIndex>) => index?.map((entry) => `${entry.id}${entry.built ? '+' : ''}`);

describe('sectionIndex', () => {
  it.each<[string, TAccessContext, TIsBuilt, string[] | null]>([
    // Built pages first, then the rest in menu order.
    [
      'menu',
      owner,
      built,
      [
        'categoriesoritems+',
        'itemAvailability+',
        'discounts+',
        'modifiers',
        'promotions',
        'pricelists',
        'departments',
        'tags',
        'events',
        'donations',
        'manage',
        'configuration',
        'pricing',
      ],
    ],
    // Loyalty tier pricing comes with its flag, in its menu place among the built pages.
    [
      'menu',
      ctx({ flags: { loyaltyTierPricing: true } }),
      built,
      [
        'categoriesoritems+',
        'itemAvailability+',
        'discounts+',
        'loyaltytierpricing+',
        'modifiers',
        'promotions',
        'pricelists',
        'departments',
        'tags',
        'events',
        'donations',
        'manage',
        'configuration',
        'pricing',
      ],
    ],
    ['employees', owner, built, ['userroles+', 'employees', 'securityControls']],
    // A group counts as working when a page below it does.
    [
      'results',
      owner,
      built,
      [
        'posTrans+',
        'operations',
        'sales',
        'customer',
        'list',
        'financial',
        'labor',
        'accounting',
        'schedules',
        'credit',
        'commercecredit',
        'giftsettlement',
      ],
    ],
    [
      'results/operations',
      owner,
      built,
      [
        'summary',
        'device',
        'employee',
        'location',
        'discountspromotions',
        'taxes',
        'labor',
        'tips',
        'voidaudit',
        'offlinecredit',
      ],
    ],
    ['mystore', owner, nothingBuilt, ['activitysummary', 'salesdashboard', 'customerdashboard']],
    ['mystore', owner, withLegacy, ['activitysummary+', 'salesdashboard', 'customerdashboard']],
    // Company users see the customer dashboard first (firstWhen), still behind the working page.
    ['mystore', ctx({ isCompanyUser: true }), withLegacy, ['activitysummary+', 'customerdashboard', 'salesdashboard']],
    ['settings/taxes', owner, nothingBuilt, ['taxes', 'taxtables']],
    [
      'onlineordering',
      ctx({ flags: { onlineOrdering: true } }),
      nothingBuilt,
      [
        'store',
        'hours',
        'preptime',
        'ordersettings',
        'tipping',
        'menusettings',
        'fees',
        'branding',
        'privacy',
        'ordermanager',
      ],
    ],
    // Hidden entries are listed nowhere.
    [
      'menu',
      ctx({ featureIds: [FEATURE_ID.discounts, FEATURE_ID.tags] }),
      built,
      [
        'categoriesoritems+',
        'itemAvailability+',
        'modifiers',
        'promotions',
        'pricelists',
        'departments',
        'events',
        'donations',
        'manage',
        'configuration',
        'pricing',
      ],
    ],
    // Not an index: a leaf page, a section the user may not open, a path deeper than any entry, an unknown path.
    ['results/posTrans', owner, built, null],
    ['onlineordering', owner, built, null],
    ['menu/discounts/42', owner, built, null],
    ['nowhere', owner, built, null],
  ])('%s', (path, context, isBuilt, expected) => {
    expect(ids(sectionIndex(path, context, isBuilt))).toEqual(expected ?? undefined);
  });

  it('resolves labels as the side navigation does and names each entry its description key', () => {
    const [first] = sectionIndex('results', owner, built) ?? [];
    expect(first).toEqual({
      id: 'posTrans',
      path: 'results/posTrans',
      labelKey: 'portal.menu.results.posTrans',
      descriptionKey: 'portal.about.menu.results.posTrans',
      built: true,
    });
  });

  it('matches the path case-insensitively and ignores slashes around it', () => {
    expect(ids(sectionIndex('/Employees/', owner, built))).toEqual(['userroles+', 'employees', 'securityControls']);
  });
});

describe('descriptionKeyOf', () => {
  it.each<[Pick<TMenuEntry, 'id' | 'labelKey'>, string]>([
    [{ id: 'results', labelKey: 'portal.nav.results' }, 'portal.about.nav.results'],
    [
      { id: 'summary', labelKey: 'portal.menu.results_operations.summary' },
      'portal.about.menu.results_operations.summary',
    ],
  ])('%o → %s', (entry, key) => expect(descriptionKeyOf(entry)).toBe(key));
});

describe('landingPath', () => {
  it.each<[string, TAccessContext, TIsBuilt, string]>([
    ['a user without report-only ids lands on Home', owner, built, ''],
    ['even when nothing is built', owner, nothingBuilt, ''],
    // The `reports` demo user: My Store is the default landing but not built, so the first working page.
    [
      'report-only ids, My Store not built → first working page',
      ctx({ featureIds: REPORT_ONLY }),
      built,
      'results/posTrans',
    ],
    [
      'report-only ids, My Store built → My Store',
      ctx({ featureIds: REPORT_ONLY }),
      (p) => p === 'mystore' || built(p),
      'mystore',
    ],
    [
      'report-only ids and POS transactions hidden → the next working page',
      ctx({ featureIds: [...REPORT_ONLY, FEATURE_ID.posTransactions] }),
      built,
      'menu/categoriesoritems',
    ],
    [
      'report-only ids and My Store hidden → the first working page too',
      ctx({ featureIds: [...REPORT_ONLY, FEATURE_ID.myStore] }),
      built,
      'results/posTrans',
    ],
    ['report-only ids and nothing working → Home', ctx({ featureIds: REPORT_ONLY }), nothingBuilt, ''],
    // Route-only pages (Support Tools) are not landings even when built.
    ['never a route-only page', ctx({ featureIds: REPORT_ONLY }), (p) => p === 'supportTools', ''],
  ])('%s', (_name, context, isBuilt, expected) => {
    expect(landingPath(context, isBuilt)).toBe(expected);
  });
});
