import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import { defaultOperatingHours, type TDayHours } from '@mp/contracts/online-ordering/operating-hours';
import {
  MINIMUM_DELIVERY_AMOUNT_KEY,
  SITES_ERROR,
  sitePath,
  URI_NAME_FIELD,
  type TMinimumDeliveryAmount,
  type TProvisioning,
  type TSiteInfo,
  type TSiteProvisioning,
  type TStoreStatus,
} from '@mp/contracts/online-ordering/sites';
import type { TDb } from '../../../db/create-db.ts';
import type { TStoreScope, TTenantScope } from '../../../db/tenant.ts';
import { ApiError, notFound } from '../../../plugins/errors.ts';
import type { TActor } from '../../../plugins/tenancy.ts';
import { recordChanges, type TLoggedValues } from '../../../shared/change-log/change-log.ts';
import {
  insertCompanyProvisioning,
  isUriNameTaken,
  readCompanyProvisioning,
  readSite,
  readStoreProfile,
  renameCompanyProvisioning,
  updateExistingSite,
  writeSite,
  type TSiteRow,
} from './sites.queries.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

const STORE_INFORMATION = 'Store information';
const byDay = (hours: readonly TDayHours[]) => [...hours].sort((a, b) => a.day - b.day);

const noSite = () => notFound(OO_ERROR.notFound, 'The store has no online-ordering site.');

/** Spec 3 §7.2 GetSiteInfo: the store's site as the spec's Site (its defaults before the store has a site row). */
export async function getSiteInfo(db: TDb | TTx, scope: TStoreScope): Promise<TSiteInfo> {
  const [profile, site, company] = await Promise.all([
    readStoreProfile(db, scope),
    readSite(db, scope),
    readCompanyProvisioning(db, scope),
  ]);
  if (!profile) throw noSite();
  const hasPosition = site?.latitude != null && site.longitude != null;
  return {
    primaryStoreContact: { name: profile.contName ?? '' },
    receiptInformation: {
      storeName: profile.name,
      address: profile.add1 ?? '',
      address2: profile.add2 ?? '',
      city: profile.city ?? '',
      state: profile.state ?? '',
      zip: profile.zip ?? '',
      phone: profile.phone ?? '',
    },
    coordinates: hasPosition ? { latitude: site.latitude!, longitude: site.longitude! } : null,
    status: site?.status ?? null,
    locked: site?.locked ?? false,
    timeZone: profile.timeZone,
    url: company && site?.uriName ? sitePath(company.uriName, site.uriName) : null,
    hours: byDay(site?.hours ?? defaultOperatingHours()),
  };
}

async function logged(
  tx: TTx,
  scope: TTenantScope,
  actor: TActor,
  before: TLoggedValues,
  after: TLoggedValues,
  name = STORE_INFORMATION,
) {
  await recordChanges(tx, scope, actor, [
    {
      entity: 'onlineOrdering',
      entityId: scope.kind === 'store' ? scope.storeId : scope.merchantId,
      entityName: name,
      before,
      after,
    },
  ]);
}

/** Spec 3 §7.2 UpdateSiteById: the site's own fields (its map position). */
export async function updateSite(
  db: TDb,
  scope: TStoreScope,
  actor: TActor,
  input: { coordinates: { latitude: number; longitude: number } },
): Promise<TSiteInfo> {
  return db.transaction(async (tx) => {
    const before = await readSite(tx, scope);
    const after = await writeSite(tx, scope, actor.userId, input.coordinates);
    const position = (row: TSiteRow | null) => ({ latitude: row?.latitude ?? null, longitude: row?.longitude ?? null });
    await logged(tx, scope, actor, position(before), position(after));
    return getSiteInfo(tx, scope);
  });
}

/** Spec 3 §7.2 UpdateSiteHoursById: the week's operating hours (the contract has checked the §5 rules). */
export async function updateSiteHours(
  db: TDb,
  scope: TStoreScope,
  actor: TActor,
  hours: readonly TDayHours[],
): Promise<TDayHours[]> {
  return db.transaction(async (tx) => {
    const before = await readSite(tx, scope);
    const after = await writeSite(tx, scope, actor.userId, { hours: byDay(hours) });
    const text = (list: readonly TDayHours[] | undefined) =>
      Object.fromEntries(
        byDay(list ?? []).map((d) => [
          `day${d.day}`,
          d.isClosed ? 'closed' : `${d.opens.time}-${d.closes.time}${d.closes.nextDay ? '+1' : ''}`,
        ]),
      );
    await logged(tx, scope, actor, text(before?.hours), text(after.hours), 'Operating hours');
    return byDay(after.hours);
  });
}

/** Spec 3 §3, §7.2 GetMinimumDeliveryAmountForSite: the shopping-cart set's minimumdeliveryamount, null when unset. */
export async function getMinimumDeliveryAmount(db: TDb, scope: TStoreScope): Promise<TMinimumDeliveryAmount> {
  return { minimumDeliveryAmount: (await readSite(db, scope))?.minimumDeliveryAmount ?? null };
}

/**
 * Spec 3 §7.2 UpdateCustomFieldsBySiteId: the site's custom attributes (the contract allows minimumdeliveryamount);
 * an empty value clears the minimum.
 */
export async function updateCustomFields(
  db: TDb,
  scope: TStoreScope,
  actor: TActor,
  fields: readonly { key: typeof MINIMUM_DELIVERY_AMOUNT_KEY; value: string | null }[],
): Promise<TMinimumDeliveryAmount> {
  const value = fields.find((f) => f.key === MINIMUM_DELIVERY_AMOUNT_KEY)?.value ?? null;
  return db.transaction(async (tx) => {
    const before = await readSite(tx, scope);
    const after = await writeSite(tx, scope, actor.userId, { minimumDeliveryAmount: value });
    await logged(
      tx,
      scope,
      actor,
      { minimumDeliveryAmount: before?.minimumDeliveryAmount ?? null },
      { minimumDeliveryAmount: after.minimumDeliveryAmount },
    );
    return { minimumDeliveryAmount: after.minimumDeliveryAmount };
  });
}

/** Spec 3 §8: a name another company or site uses, refused under its field (the unique index holds it on a race). */
const domainTaken = (field: string) =>
  new ApiError(409, SITES_ERROR.domainNameTaken, 'That web domain name is already used.', field);

/** Spec 3 §7.2 getCompanyInformation (provisioning part): 404 before the company is provisioned. */
export async function getCompanyInformation(db: TDb, scope: TTenantScope): Promise<TProvisioning> {
  const row = await readCompanyProvisioning(db, scope);
  if (!row) throw notFound(OO_ERROR.notFound, 'The company has no online-ordering provisioning.');
  return row;
}

/** Spec 3 §7.2 createCompanyProvisioning: the company's web domain name, enabled. */
export async function createCompanyProvisioning(
  db: TDb,
  scope: TTenantScope,
  actor: TActor,
  uriName: string,
): Promise<TProvisioning> {
  return db.transaction(async (tx) => {
    if (await isUriNameTaken(tx, scope, 'company', uriName)) throw domainTaken(URI_NAME_FIELD.company);
    const row = await insertCompanyProvisioning(tx, scope, actor.userId, uriName);
    if (!row)
      throw new ApiError(
        409,
        SITES_ERROR.alreadyProvisioned,
        'The company is provisioned already.',
        URI_NAME_FIELD.company,
      );
    await logged(tx, scope, actor, { companyUriName: null }, { companyUriName: row.uriName });
    return row;
  });
}

/** Changes the company's web domain name (ours: the spec shows only its creation). */
export async function updateCompanyProvisioning(
  db: TDb,
  scope: TTenantScope,
  actor: TActor,
  uriName: string,
): Promise<TProvisioning> {
  return db.transaction(async (tx) => {
    const before = await readCompanyProvisioning(tx, scope);
    if (!before) throw notFound(OO_ERROR.notFound, 'The company has no online-ordering provisioning.');
    if (await isUriNameTaken(tx, scope, 'company', uriName)) throw domainTaken(URI_NAME_FIELD.company);
    const row = (await renameCompanyProvisioning(tx, scope, actor.userId, uriName))!;
    await logged(tx, scope, actor, { companyUriName: before.uriName }, { companyUriName: row.uriName });
    return row;
  });
}

/** Spec 3 §7.2 getSiteProvisioning: the site's web domain name; 404 before it has one. */
export async function getSiteProvisioning(db: TDb, scope: TStoreScope): Promise<TSiteProvisioning> {
  const site = await readSite(db, scope);
  if (!site?.uriName) throw notFound(OO_ERROR.notFound, 'The site has no web domain name.');
  return { uriName: site.uriName };
}

/** Spec 3 §7.2 createSiteProvisioning (create: true) and our rename (create: false) of the site's name. */
export async function saveSiteProvisioning(
  db: TDb,
  scope: TStoreScope,
  actor: TActor,
  uriName: string,
  create: boolean,
): Promise<TSiteProvisioning> {
  return db.transaction(async (tx) => {
    const before = await readSite(tx, scope);
    if (create && before?.uriName)
      throw new ApiError(409, SITES_ERROR.alreadyProvisioned, 'The site is provisioned already.', URI_NAME_FIELD.site);
    if (!create && !before?.uriName) throw notFound(OO_ERROR.notFound, 'The site has no web domain name.');
    if (await isUriNameTaken(tx, scope, 'site', uriName)) throw domainTaken(URI_NAME_FIELD.site);
    const after = await writeSite(tx, scope, actor.userId, { uriName });
    await logged(tx, scope, actor, { siteUriName: before?.uriName ?? null }, { siteUriName: after.uriName });
    return { uriName: after.uriName! };
  });
}

/** Spec 3 §7.2 the locked-status query: 404 when the store has no site (the modal then closes, spec 3 §8). */
export async function getStoreStatus(db: TDb, scope: TStoreScope): Promise<TStoreStatus> {
  const site = await readSite(db, scope);
  if (!site) throw noSite();
  return { status: site.status ?? '', locked: site.locked };
}

/** Spec 3 §7.2 the locked-status mutation (the record sent with locked changed); 404 when the store has no site. */
export async function updateStoreStatus(
  db: TDb,
  scope: TStoreScope,
  actor: TActor,
  input: TStoreStatus,
): Promise<TStoreStatus> {
  return db.transaction(async (tx) => {
    const before = await readSite(tx, scope);
    const after = await updateExistingSite(tx, scope, actor.userId, input);
    if (!before || !after) throw noSite();
    await logged(
      tx,
      scope,
      actor,
      { status: before.status, locked: before.locked },
      { status: after.status, locked: after.locked },
      'Store status',
    );
    return { status: after.status ?? '', locked: after.locked };
  });
}
