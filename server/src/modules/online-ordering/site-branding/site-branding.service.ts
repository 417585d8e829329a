import { randomUUID } from 'node:crypto';
import {
  SITE_BRANDING_ERROR,
  type TAssignSiteBrandSitesInput,
  type TSiteBrand,
  type TSiteBrandInput,
  type TSiteBrandPage,
  type TSiteBrandSites,
  type TUpdateSiteBrandInput,
} from '@mp/contracts/online-ordering/site-branding';
import type { TDb } from '../../../db/create-db.ts';
import type { TTenantScope } from '../../../db/tenant.ts';
import { ApiError, notFound } from '../../../plugins/errors.ts';
import type { TActor } from '../../../plugins/tenancy.ts';
import { recordChanges, type TLoggedValues } from '../../../shared/change-log/change-log.ts';
import {
  changeSiteBrand,
  insertSiteBrand,
  merchantSiteIdsOf,
  removeSiteBrand,
  replaceSiteBrandSites,
  siteBrandOf,
  siteBrandPageOf,
  siteBrandSitesOf,
  type TStoredSiteBrand,
} from './site-branding.queries.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

const missing = () => notFound(SITE_BRANDING_ERROR.notFound, 'No brand of that id.');

const answerOf = (row: TStoredSiteBrand): TSiteBrand => ({
  id: row.id,
  name: row.name,
  sitePrimaryColor: row.sitePrimaryColor,
  font: row.font,
  buttonTextColor: row.buttonTextColor,
});

/** The change log's entry for a brand: brand ids are text, so the log names the brand instead of numbering it. */
const logEntry = (name: string, before: TLoggedValues, after: TLoggedValues) => ({
  entity: 'onlineOrdering' as const,
  entityId: 0,
  entityName: `Site branding: ${name}`,
  before,
  after,
});
const logged = (row: TStoredSiteBrand | null) => row && { ...answerOf(row) };

/** Spec 3 §7.2 list query: one page of the brands (id and name), pages counted from 1. */
export async function listSiteBrands(
  db: TDb,
  scope: TTenantScope,
  page: { pageNumber: number; pageSize: number },
): Promise<TSiteBrandPage> {
  const { rows, total } = await siteBrandPageOf(db, scope, page);
  const totalPages = Math.ceil(total / page.pageSize);
  return {
    pageNumber: page.pageNumber,
    totalPages,
    totalResults: total,
    lastPage: page.pageNumber >= totalPages,
    pageContent: rows,
  };
}

/** Spec 3 §7.2 query by id: 404 for an id the merchant has no brand of. */
export async function getSiteBrand(db: TDb, scope: TTenantScope, id: string): Promise<TSiteBrand> {
  const row = await siteBrandOf(db, scope, id);
  if (!row) throw missing();
  return answerOf(row);
}

/** Spec 3 §7.2 assigned sites by id: the brand's site ids; 404 for an id the merchant has no brand of. */
export async function getSiteBrandSites(db: TDb, scope: TTenantScope, id: string): Promise<TSiteBrandSites> {
  if (!(await siteBrandOf(db, scope, id))) throw missing();
  return { id, assignedSites: await siteBrandSitesOf(db, scope, id) };
}

/** Spec 3 §4, §7.2 create: a new brand (no sites yet; the screen assigns them next). */
export async function createSiteBrand(
  db: TDb,
  scope: TTenantScope,
  actor: TActor,
  input: TSiteBrandInput,
): Promise<TSiteBrand> {
  return db.transaction(async (tx) => {
    const row = await insertSiteBrand(tx, scope, randomUUID(), input);
    await recordChanges(tx, scope, actor, [logEntry(row.name, null, logged(row))]);
    return answerOf(row);
  });
}

/** Spec 3 §4, §7.2 update: the brand's name, colour, font and button text colour. */
export async function updateSiteBrand(
  db: TDb,
  scope: TTenantScope,
  actor: TActor,
  { id, ...input }: TUpdateSiteBrandInput,
): Promise<TSiteBrand> {
  return db.transaction(async (tx) => {
    const before = await siteBrandOf(tx, scope, id);
    const row = before && (await changeSiteBrand(tx, scope, id, input));
    if (!row) throw missing();
    await recordChanges(tx, scope, actor, [logEntry(row.name, logged(before), logged(row))]);
    return answerOf(row);
  });
}

/** Assigned sites must be the merchant's stores (another merchant's site is as unknown as a made-up one). */
async function requireOwnSites(tx: TTx, scope: TTenantScope, sites: readonly string[]): Promise<void> {
  const own = new Set(await merchantSiteIdsOf(tx, scope, sites));
  if (sites.some((s) => !own.has(s)))
    throw new ApiError(400, SITE_BRANDING_ERROR.sites, 'An assigned site is not one of your stores.', 'assignedSites');
}

/**
 * Spec 3 §4, §7.2 assign sites: these become the brand's sites, all of them; a site another brand had moves to this
 * one (a site belongs to one brand at most).
 */
export async function assignSiteBrandSites(
  db: TDb,
  scope: TTenantScope,
  actor: TActor,
  { id, assignedSites }: TAssignSiteBrandSitesInput,
): Promise<TSiteBrandSites> {
  return db.transaction(async (tx) => {
    const brand = await siteBrandOf(tx, scope, id);
    if (!brand) throw missing();
    await requireOwnSites(tx, scope, assignedSites);
    const before = await siteBrandSitesOf(tx, scope, id);
    await replaceSiteBrandSites(tx, scope, id, assignedSites);
    const after = await siteBrandSitesOf(tx, scope, id);
    await recordChanges(tx, scope, actor, [
      logEntry(brand.name, { assignedSites: before.join(',') }, { assignedSites: after.join(',') }),
    ]);
    return { id, assignedSites: after };
  });
}

/** Spec 3 §4, §7.2 delete: the brand and its site assignments. */
export async function deleteSiteBrand(db: TDb, scope: TTenantScope, actor: TActor, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await removeSiteBrand(tx, scope, id);
    if (!row) throw missing();
    await recordChanges(tx, scope, actor, [logEntry(row.name, logged(row), null)]);
    return true;
  });
}
