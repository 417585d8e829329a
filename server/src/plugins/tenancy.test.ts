import { API_ERROR_KEY } from '@mp/contracts/api-error';
import { describe, expect, it } from 'vitest';
import { companyScope, merchantScope, storeScope } from '../db/tenant.ts';
import { ApiError } from './errors.ts';
import { resolveScope, tenancy, type TScopeRule } from './tenancy.ts';

const refusal = { status: 409 as const, messageKey: 'probe.errors.storeViewOnly' as const, message: 'Choose a store.' };
const storeOnly = tenancy.store(refusal);
const storeOrOnlyStore = tenancy.store(refusal, { oneStoreCompanyView: true });
const companyOnly = tenancy.company({ ...refusal, messageKey: 'probe.errors.companyViewOnly' as never });

const merchant = { id: 7 } as never;
const store = (id: number) => ({ id }) as never;
type TCase = {
  name: string;
  rule: TScopeRule;
  session: { merchantId: number | null; storeId: number | null };
  ctx: { merchant: unknown; store: unknown; onlyLiveStoreId: number | null };
  /** The resolved scope (null: none, and no refusal); absent when the rule refuses. */
  scope?: unknown;
  refused?: { status: number; messageKey: string };
};

const forbidden = { status: 403, messageKey: API_ERROR_KEY.forbidden };

const cases: TCase[] = [
  {
    name: 'merchant rule, store chosen',
    rule: tenancy.merchant,
    session: { merchantId: 7, storeId: 70 },
    ctx: { merchant, store: store(70), onlyLiveStoreId: null },
    scope: merchantScope(7),
  },
  {
    name: 'merchant rule, no store chosen yet',
    rule: tenancy.merchant,
    session: { merchantId: 7, storeId: null },
    ctx: { merchant, store: null, onlyLiveStoreId: null },
    scope: merchantScope(7),
  },
  {
    name: 'merchant rule, no merchant chosen (admin before choosing)',
    rule: tenancy.merchant,
    session: { merchantId: null, storeId: null },
    ctx: { merchant: null, store: null, onlyLiveStoreId: null },
    refused: forbidden,
  },
  {
    name: 'merchant rule, merchant row gone',
    rule: tenancy.merchant,
    session: { merchantId: 7, storeId: 0 },
    ctx: { merchant: null, store: null, onlyLiveStoreId: null },
    refused: forbidden,
  },
  {
    name: 'merchant-if-chosen rule, merchant chosen',
    rule: tenancy.merchantIfChosen,
    session: { merchantId: 7, storeId: 70 },
    ctx: { merchant, store: store(70), onlyLiveStoreId: null },
    scope: merchantScope(7),
  },
  {
    name: 'merchant-if-chosen rule, no merchant chosen: no scope, no refusal',
    rule: tenancy.merchantIfChosen,
    session: { merchantId: null, storeId: null },
    ctx: { merchant: null, store: null, onlyLiveStoreId: null },
    scope: null,
  },
  {
    name: 'view rule, store view',
    rule: tenancy.view,
    session: { merchantId: 7, storeId: 70 },
    ctx: { merchant, store: store(70), onlyLiveStoreId: null },
    scope: storeScope(7, 70),
  },
  {
    name: 'view rule, company view',
    rule: tenancy.view,
    session: { merchantId: 7, storeId: 0 },
    ctx: { merchant, store: null, onlyLiveStoreId: null },
    scope: companyScope(7),
  },
  {
    name: 'view rule, no store chosen',
    rule: tenancy.view,
    session: { merchantId: 7, storeId: null },
    ctx: { merchant, store: null, onlyLiveStoreId: null },
    refused: forbidden,
  },
  {
    name: 'view-or-company rule, no store chosen: the company view',
    rule: tenancy.viewOrCompany,
    session: { merchantId: 7, storeId: null },
    ctx: { merchant, store: null, onlyLiveStoreId: null },
    scope: companyScope(7),
  },
  {
    name: 'view-or-company rule, store view',
    rule: tenancy.viewOrCompany,
    session: { merchantId: 7, storeId: 70 },
    ctx: { merchant, store: store(70), onlyLiveStoreId: null },
    scope: storeScope(7, 70),
  },
  {
    name: 'view-or-company rule, no merchant chosen',
    rule: tenancy.viewOrCompany,
    session: { merchantId: null, storeId: null },
    ctx: { merchant: null, store: null, onlyLiveStoreId: null },
    refused: forbidden,
  },
  {
    name: "view rule, a store that is not the merchant's (context found none)",
    rule: tenancy.view,
    session: { merchantId: 7, storeId: 99 },
    ctx: { merchant, store: null, onlyLiveStoreId: null },
    refused: forbidden,
  },
  {
    name: 'store rule, store view',
    rule: storeOnly,
    session: { merchantId: 7, storeId: 70 },
    ctx: { merchant, store: store(70), onlyLiveStoreId: 70 },
    scope: storeScope(7, 70),
  },
  {
    name: 'store rule, company view is refused as the route says',
    rule: storeOnly,
    session: { merchantId: 7, storeId: 0 },
    ctx: { merchant, store: null, onlyLiveStoreId: 70 },
    refused: { status: 409, messageKey: refusal.messageKey },
  },
  {
    name: 'store rule allowing a one-store company view: that store',
    rule: storeOrOnlyStore,
    session: { merchantId: 7, storeId: 0 },
    ctx: { merchant, store: null, onlyLiveStoreId: 70 },
    scope: storeScope(7, 70),
  },
  {
    name: 'store rule allowing a one-store company view, merchant with several stores',
    rule: storeOrOnlyStore,
    session: { merchantId: 7, storeId: 0 },
    ctx: { merchant, store: null, onlyLiveStoreId: null },
    refused: { status: 409, messageKey: refusal.messageKey },
  },
  {
    name: 'company rule, company view',
    rule: companyOnly,
    session: { merchantId: 7, storeId: 0 },
    ctx: { merchant, store: null, onlyLiveStoreId: null },
    scope: companyScope(7),
  },
  {
    name: 'company rule, a store of several',
    rule: companyOnly,
    session: { merchantId: 7, storeId: 70 },
    ctx: { merchant, store: store(70), onlyLiveStoreId: null },
    refused: { status: 409, messageKey: 'probe.errors.companyViewOnly' },
  },
  {
    name: "company rule, the merchant's only store stands for the company",
    rule: companyOnly,
    session: { merchantId: 7, storeId: 70 },
    ctx: { merchant, store: store(70), onlyLiveStoreId: 70 },
    scope: companyScope(7),
  },
  {
    name: 'company rule, a closed store beside the only live one',
    rule: companyOnly,
    session: { merchantId: 7, storeId: 71 },
    ctx: { merchant, store: store(71), onlyLiveStoreId: 70 },
    refused: { status: 409, messageKey: 'probe.errors.companyViewOnly' },
  },
  {
    name: 'company rule, no store chosen yet',
    rule: companyOnly,
    session: { merchantId: 7, storeId: null },
    ctx: { merchant, store: null, onlyLiveStoreId: null },
    refused: forbidden,
  },
];

describe('resolveScope', () => {
  it.each(cases)('$name', ({ rule, session, ctx, scope, refused }) => {
    const run = () => resolveScope(rule, session, ctx as never);
    if (scope !== undefined) {
      expect(run()).toEqual(scope);
      return;
    }
    let error: unknown;
    try {
      run();
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect({ status: (error as ApiError).statusCode, messageKey: (error as ApiError).messageKey }).toEqual(refused);
  });
});
