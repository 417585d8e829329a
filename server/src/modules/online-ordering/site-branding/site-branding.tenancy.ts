import { expect } from 'vitest';
import { OO_SITE_BRAND } from '../../../demo/ids.ts';
import type { TTenancyCase } from '../../../test/tenancy.ts';
import {
  changeSiteBrand,
  insertSiteBrand,
  merchantSiteIdsOf,
  removeSiteBrand,
  replaceSiteBrandSites,
  siteBrandOf,
  siteBrandPageOf,
  siteBrandSitesOf,
} from './site-branding.queries.ts';

/** B (Corner Cafe) has a brand with its one site in the demo; A must neither find nor change it. */
const B_BRAND = OO_SITE_BRAND.cornerCafe;
const VALUES = {
  name: 'Tenancy Brand',
  sitePrimaryColor: '#0f235f',
  font: 'Arial' as const,
  buttonTextColor: 'white' as const,
};

export const TENANCY_CASES: TTenancyCase[] = [
  { fn: siteBrandPageOf, run: ({ db, A }) => siteBrandPageOf(db, A.merchant, { pageNumber: 1, pageSize: 100 }) },
  { fn: siteBrandOf, run: ({ db, A }) => siteBrandOf(db, A.merchant, B_BRAND), check: (row) => expect(row).toBeNull() },
  { fn: insertSiteBrand, run: ({ db, A }) => insertSiteBrand(db, A.merchant, crypto.randomUUID(), VALUES) },
  {
    fn: changeSiteBrand,
    run: ({ db, A }) => changeSiteBrand(db, A.merchant, B_BRAND, { ...VALUES, name: 'Taken over' }),
    check: (row) => expect(row).toBeNull(),
  },
  {
    fn: removeSiteBrand,
    run: ({ db, A }) => removeSiteBrand(db, A.merchant, B_BRAND),
    check: (row) => expect(row).toBeNull(),
  },
  {
    fn: siteBrandSitesOf,
    run: ({ db, A }) => siteBrandSitesOf(db, A.merchant, B_BRAND),
    check: (sites) => expect(sites).toEqual([]),
  },
  {
    // A's brand takes B's site id as its own (which A's service refuses first): B's assignment stays B's.
    fn: replaceSiteBrandSites,
    run: ({ db, A, B }) => replaceSiteBrandSites(db, A.merchant, OO_SITE_BRAND.bistroClassic, [`site${B.storeId}`]),
  },
  {
    fn: merchantSiteIdsOf,
    run: ({ db, A, B }) => merchantSiteIdsOf(db, A.merchant, [`site${B.storeId}`, `site${A.storeId}`]),
    check: (ids, { A }) => expect(ids).toEqual([`site${A.storeId}`]),
  },
];
