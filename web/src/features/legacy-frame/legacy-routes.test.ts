import { menuChainFor } from '@mp/contracts/access/menu';
import { describe, expect, it } from 'vitest';
import { LEGACY_ROUTES } from './legacy-routes';

/** Flag-dependent pages (new form or legacy embed): the app composes them, so they must not be claimed here. */
const COMPOSED_BY_THE_APP = [
  'settings/companyinformation',
  'settings/store/storeconfiguration',
  'settings/store/storeoptions',
  'settings/store/alertmanagement',
  'settings/paycodes',
  'employees/employees',
  'employees/userroles',
  'employees/securityControls',
];

describe('LEGACY_ROUTES', () => {
  it.each(LEGACY_ROUTES)('%s is exactly an entry of PORTAL_MENU', (path) => {
    // Exact: a path deeper than its entry would also resolve (to the entry above) and hide a typo.
    expect(menuChainFor(path).at(-1)?.path).toBe(path);
  });

  it('lists each path once, relative to the portal base', () => {
    expect(new Set(LEGACY_ROUTES).size).toBe(LEGACY_ROUTES.length);
    for (const path of LEGACY_ROUTES) expect(path).toMatch(/^[A-Za-z]+(\/[A-Za-z]+)*$/);
  });

  it('leaves the new-form-or-legacy pages and the new screens to the app', () => {
    for (const path of [...COMPOSED_BY_THE_APP, 'settings/admin/dataMigration', 'menu/discounts', 'results'])
      expect(LEGACY_ROUTES).not.toContain(path);
  });

  it('covers every account and customers route (spec 1 §2: all embedded)', () => {
    const sectionChildren = (section: string) =>
      (menuChainFor(section).at(-1)?.children ?? []).filter((entry) => !entry.routeOnly).map((entry) => entry.path);
    for (const path of [...sectionChildren('account'), ...sectionChildren('customers')])
      expect(LEGACY_ROUTES).toContain(path);
  });
});
