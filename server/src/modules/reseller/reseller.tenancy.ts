import type { TTenancyCase } from '../../test/tenancy.ts';
import { findReseller } from './reseller.queries.ts';

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: findReseller,
    unscoped: "a reseller's branding, asked for before sign-in: resellers own merchants, not the reverse",
  },
];
