import {
  COMPANY_INFORMATION_ERROR as E,
  type TCompanyInformation,
  type TReceiptInfo,
  type TCompanyInformationForm,
  type TReceiptInfoForm,
  type TUpdateCompanyInfoRequest,
  type TUpdateMerchantLogoRequest,
} from '@mp/contracts/company-information';
import { checksumOf, versionOf } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import type { TStoreScope, TTenantScope } from '../../db/tenant.ts';
import { badRequest, staleChecksum } from '../../plugins/errors.ts';
import type { TActor } from '../../plugins/tenancy.ts';
import { recordChanges } from '../../shared/change-log/change-log.ts';
import { statesOf } from '../../shared/locale/countries.ts';
import {
  readCompany,
  readReceiptInfo,
  writeCompany,
  writeReceiptInfo,
  type TCompanyRead,
  type TCompanyWrite,
  type TStoredReceipt,
} from './company-information.queries.ts';

const companyColumnsOf = (v: Omit<TCompanyInformationForm, 'ConcurrencyChecksum'>): TCompanyWrite => ({
  countryId: v.countryId,
  contName: v.contName,
  contEmail: v.contEmail,
  coName: v.coName,
  coAdd1: v.coAdd1,
  coAdd2: v.coAdd2,
  coCity: v.coCity,
  coState: v.coState,
  coZip: v.coZip,
  contPhone: v.contPhone,
  webSiteUrl: v.webSiteUrl,
  marketingFromEmailAddress: v.marketingFromEmailAddress,
});

/** The merchant's experience mode (1 quick service, 2 table service) names its business type until one is stored. */
const industryOf = (read: TCompanyRead) => read.stored?.industryId ?? (read.merchant.experienceMode === 2 ? 2 : 1);

const entityOf = (read: TCompanyRead): TCompanyInformation => {
  const s = read.stored;
  return {
    merchantId: read.merchant.id,
    countryId: s?.countryId ?? read.merchant.countryId,
    contName: s?.contName ?? '',
    contEmail: s?.contEmail ?? '',
    coName: s?.coName ?? read.merchant.name,
    industryId: industryOf(read),
    coAdd1: s?.coAdd1 ?? '',
    coAdd2: s?.coAdd2 ?? '',
    coCity: s?.coCity ?? '',
    coState: s?.coState ?? '',
    coZip: s?.coZip ?? '',
    contPhone: s?.contPhone ?? '',
    merchantLogoUrl: s?.merchantLogoUrl ?? '',
    webSiteUrl: s?.webSiteUrl ?? '',
    marketingFromEmailAddress: s?.marketingFromEmailAddress ?? '',
    ConcurrencyChecksum: checksumOf(s?.version ?? 0),
  };
};

async function companyOrFail(db: TDb | Parameters<Parameters<TDb['transaction']>[0]>[0], scope: TTenantScope) {
  const read = await readCompany(db, scope);
  // The tenancy hook resolved the scope from an existing merchant row: its absence is a bug, not a client error.
  if (!read) throw new Error('the merchant scope names no merchant');
  return read;
}

/** POST /Company/GetCompanyContactInfoAndIndustry. */
export async function getCompanyInformation(db: TDb, scope: TTenantScope) {
  return { IsSuccessful: true as const, Entity: entityOf(await companyOrFail(db, scope)) };
}

/** The country must be an ISO 3166-1 one, and the state one of its subdivisions (required when it has any). */
function checkCountryAndState(countryId: number, coState: string): void {
  const states = statesOf(countryId);
  if (!states) throw badRequest(E.unknownCountry, 'No country has that id.', 'company.countryId');
  if (states.length > 0 && coState === '')
    throw badRequest(E.required, 'The country has states: name one.', 'company.coState');
  if (coState !== '' && !states.some((s) => s.Code === coState))
    throw badRequest(E.unknownState, 'The state is not one of the country.', 'company.coState');
}

const staleCompany = () => staleChecksum(E.staleChecksum, 'company information');

/** Loads, checks the version the save started from and writes, logging the change, in one transaction. */
async function saveCompany(
  db: TDb,
  scope: TTenantScope,
  actor: TActor,
  checksum: string,
  columns: TCompanyWrite,
): Promise<TCompanyInformation> {
  const version = versionOf(checksum);
  if (version === null) throw staleCompany();
  return db.transaction(async (tx) => {
    const before = await companyOrFail(tx, scope);
    if ((before.stored?.version ?? 0) !== version) throw staleCompany();
    const current = entityOf(before);
    const written = await writeCompany(tx, scope, version, columns, {
      countryId: current.countryId,
      industryId: current.industryId,
    });
    if (!written) throw staleCompany();
    const beforeValues = Object.fromEntries(
      Object.keys(columns).map((key) => [key, current[key as keyof TCompanyInformation]]),
    );
    await recordChanges(tx, scope, actor, [
      {
        entity: 'companyInformation',
        entityId: scope.merchantId,
        entityName: written.coName || before.merchant.name,
        storeId: null,
        before: beforeValues,
        after: columns,
      },
    ]);
    return entityOf({ merchant: before.merchant, stored: written });
  });
}

/**
 * POST /Company/UpdateCompanyContactInfoAndIndustry: the form's fields, from the version the form loaded (409
 * otherwise, nothing written). The business type is read-only, so it is not among them. This installation has no
 * online-ordering service to notify and no store locator, so notifyCommerce and updateStoreCoordinates change nothing
 * here (README, company information).
 */
export async function updateCompanyInformation(
  db: TDb,
  scope: TTenantScope,
  actor: TActor,
  { company }: TUpdateCompanyInfoRequest,
) {
  const { ConcurrencyChecksum, ...values } = company;
  checkCountryAndState(values.countryId, values.coState);
  const Entity = await saveCompany(db, scope, actor, ConcurrencyChecksum, companyColumnsOf(values));
  return { IsSuccessful: true as const, Entity };
}

/** POST /Company/UpdateMerchantLogo: the logo URL alone, with the same version rule. */
export async function updateMerchantLogo(
  db: TDb,
  scope: TTenantScope,
  actor: TActor,
  { merchantLogoUrl, ConcurrencyChecksum }: TUpdateMerchantLogoRequest,
) {
  const Entity = await saveCompany(db, scope, actor, ConcurrencyChecksum, { merchantLogoUrl });
  return { IsSuccessful: true as const, Entity };
}

// ---- Receipt info ----

const receiptOf = (scope: TStoreScope, row: TStoredReceipt | null): TReceiptInfo => ({
  storeId: scope.storeId,
  headerText: row?.headerText ?? '',
  footerText: row?.footerText ?? '',
  showStoreAddress: row?.showStoreAddress ?? true,
  phone: row?.phone ?? '',
  returnPolicyText: row?.returnPolicyText ?? '',
  orderFooterText: row?.orderFooterText ?? '',
  ConcurrencyChecksum: checksumOf(row?.version ?? 0),
});

async function receiptOrFail(db: TDb | Parameters<Parameters<TDb['transaction']>[0]>[0], scope: TStoreScope) {
  const row = await readReceiptInfo(db, scope);
  if (row === undefined) throw new Error('the store scope names no store');
  return row;
}

/** POST /Company/GetReceiptInfo: what the store's receipts print (the receipt preview reads the same row). */
export async function getReceiptInfo(db: TDb, scope: TStoreScope) {
  return { IsSuccessful: true as const, Entity: receiptOf(scope, await receiptOrFail(db, scope)) };
}

const staleReceipt = () => staleChecksum(E.staleChecksum, 'receipt info');

/** POST /Company/UpdateReceiptInfo: the store's receipt text, from the version loaded (409 otherwise). */
export async function updateReceiptInfo(
  db: TDb,
  scope: TStoreScope,
  actor: TActor,
  { ConcurrencyChecksum, ...values }: TReceiptInfoForm,
) {
  const version = versionOf(ConcurrencyChecksum);
  if (version === null) throw staleReceipt();
  return db.transaction(async (tx) => {
    const before = await receiptOrFail(tx, scope);
    if ((before?.version ?? 0) !== version) throw staleReceipt();
    const written = await writeReceiptInfo(tx, scope, version, values);
    if (!written) throw staleReceipt();
    const { ConcurrencyChecksum: _c, storeId: _s, ...logged } = receiptOf(scope, before);
    await recordChanges(tx, scope, actor, [
      {
        entity: 'receiptInfo',
        entityId: scope.storeId,
        entityName: 'Receipt',
        storeId: scope.storeId,
        before: logged,
        after: values,
      },
    ]);
    return { IsSuccessful: true as const, Entity: receiptOf(scope, written) };
  });
}
