import {
  LOYALTY_MESSAGE,
  memberKeyOf,
  memberTypesOfFilter,
  ZAddTieredPriceListRequest,
  ZGetMembersQuery,
  ZUpdateTieredPriceListRequest,
  type TGetMembersResponse,
  type TMemberChangeParsed,
  type TSaveTieredPriceListResponse,
  type TTieredPriceList,
} from '@mp/contracts/loyalty-pricing';
import type { z } from 'zod';
import { checksumOf, versionOf } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import type { TMerchantScope } from '../../db/tenant.ts';
import { ApiError, badRequest, staleChecksum } from '../../plugins/errors.ts';
import type { TActor } from '../../plugins/tenancy.ts';
import { recordChanges } from '../../shared/change-log/change-log.ts';
import {
  catalogMembersByKey,
  insertPriceList,
  membersPage,
  priceListById,
  priceListOfMerchant,
  renamePriceList,
  writeMemberPrices,
  type TMemberPrice,
  type TPriceListRow,
} from './loyalty-pricing.queries.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

const listNotFound = (field: string) =>
  new ApiError(404, LOYALTY_MESSAGE.listNotFound, 'Tier price list not found.', field);
const stale = () => staleChecksum(LOYALTY_MESSAGE.staleChecksum, 'tier price list');

const listOut = (row: TPriceListRow): TTieredPriceList => ({
  TieredPriceListId: row.id,
  Name: row.name,
  ConcurrencyChecksum: checksumOf(row.version),
});

/** GET /TieredPriceList/GetTieredPriceList: the merchant's list, or null before one is added. */
export async function getPriceList(db: TDb, scope: TMerchantScope): Promise<TTieredPriceList | null> {
  const row = await priceListOfMerchant(db, scope);
  return row && listOut(row);
}

/** GET /TieredPriceList/GetMembers: one page of the merchant's members with the list's prices. */
export async function getMembers(
  db: TDb,
  scope: TMerchantScope,
  query: z.output<typeof ZGetMembersQuery>,
): Promise<TGetMembersResponse> {
  const listId = query.tieredPriceListId ?? 0;
  if (listId > 0 && !(await priceListById(db, scope, listId))) throw listNotFound('tieredPriceListId');
  const { rows, total } = await membersPage(db, scope, {
    listId,
    nameFilter: query.itemNameFilter,
    memberTypes: memberTypesOfFilter(query.typeFilter),
    offset: (query.pageNumber - 1) * query.pageSize,
    limit: query.pageSize,
    sort: { column: query.SortColumn, direction: query.SortDirection },
  });
  return {
    ResultSet: rows.map((r) => ({
      id: memberKeyOf({ ItemMasterId: r.itemId, ItemVariationId: r.variationId }),
      MemberType: r.memberType,
      Category: r.category,
      Name: r.name,
      Price: r.price,
      PriceListPrice: r.priceListPrice,
      ItemMasterId: r.itemId,
      ItemVariationId: r.variationId,
      RetailPriceVariationGroupId: r.groupId,
    })),
    TotalRowCount: total,
  };
}

/**
 * Checks the edited members against the merchant's menu: each once, each an existing member of this merchant with
 * the type and variation group it has. Another merchant's item answers 404 exactly like a missing one.
 */
async function checkedMembers(
  tx: TTx,
  scope: TMerchantScope,
  listId: number,
  changes: readonly TMemberChangeParsed[],
): Promise<(TMemberPrice & { name: string; previousPrice: string | null })[]> {
  const seen = new Set<string>();
  changes.forEach((c, i) => {
    const key = memberKeyOf(c);
    if (seen.has(key)) throw badRequest(LOYALTY_MESSAGE.duplicateMember, 'A member is listed twice.', `Members.${i}`);
    seen.add(key);
  });
  const found = await catalogMembersByKey(
    tx,
    scope,
    listId,
    changes.map((c) => ({ itemId: c.ItemMasterId, variationId: c.ItemVariationId })),
  );
  const byKey = new Map(found.map((m) => [memberKeyOf({ ItemMasterId: m.itemId, ItemVariationId: m.variationId }), m]));
  return changes.map((c, i) => {
    const member = byKey.get(memberKeyOf(c));
    if (!member || member.memberType !== c.MemberType || member.groupId !== c.RetailPriceVariationGroupId)
      throw new ApiError(404, LOYALTY_MESSAGE.memberNotFound, 'Not a member of this menu.', `Members.${i}`);
    return { ...member, previousPrice: member.priceListPrice, priceListPrice: c.PriceListPrice };
  });
}

/** Unexpected failures of a save answer the spec's FailedUpdateLoyaltyTierPricing; refusals pass unchanged. */
async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw Object.assign(
      new ApiError(500, LOYALTY_MESSAGE.failedUpdate, 'The loyalty tier pricing could not be saved.'),
      { cause: error },
    );
  }
}

/**
 * The change log's entry of a list save: its name and each edited member's price, keyed by the member's name (the
 * item, with its size after a dash).
 */
const recordListChange = (
  tx: TTx,
  scope: TMerchantScope,
  actor: TActor,
  list: { id: number },
  before: { name: string } | null,
  name: string,
  members: readonly { name: string; previousPrice: string | null; priceListPrice: string | null }[],
) =>
  recordChanges(tx, scope, actor, [
    {
      entity: 'loyaltyPriceList',
      entityId: list.id,
      entityName: name,
      before: before && { name: before.name, ...Object.fromEntries(members.map((m) => [m.name, m.previousPrice])) },
      after: { name, ...Object.fromEntries(members.map((m) => [m.name, m.priceListPrice])) },
    },
  ]);

const saved = (list: { id: number; version: number }): TSaveTieredPriceListResponse => ({
  IsSuccessful: true,
  Message: '',
  TieredPriceListId: list.id,
  ConcurrencyChecksum: checksumOf(list.version),
});

/** POST /TieredPriceList/AddTieredPriceList: the merchant's first list and its edited members, in one transaction. */
export async function addPriceList(
  db: TDb,
  scope: TMerchantScope,
  actor: TActor,
  body: z.output<typeof ZAddTieredPriceListRequest>,
): Promise<TSaveTieredPriceListResponse> {
  return saving(async () => {
    if (await priceListOfMerchant(db, scope))
      throw new ApiError(409, LOYALTY_MESSAGE.listExists, 'The merchant already has a tier price list.', 'Name');
    const list = await db.transaction(async (tx) => {
      const members = await checkedMembers(tx, scope, 0, body.Members);
      const inserted = await insertPriceList(tx, scope, body.Name);
      await writeMemberPrices(tx, scope, inserted.id, members);
      await recordListChange(tx, scope, actor, inserted, null, body.Name, members);
      return inserted;
    });
    return saved(list);
  });
}

/**
 * PUT /TieredPriceList/UpdateTieredPriceList: the name and the edited members, in one transaction, when the body's
 * ConcurrencyChecksum is still the list's (else 409, nothing written).
 */
export async function updatePriceList(
  db: TDb,
  scope: TMerchantScope,
  actor: TActor,
  body: z.output<typeof ZUpdateTieredPriceListRequest>,
): Promise<TSaveTieredPriceListResponse> {
  return saving(async () => {
    const version = await db.transaction(async (tx) => {
      const list = await priceListById(tx, scope, body.TieredPriceListId);
      if (!list) throw listNotFound('TieredPriceListId');
      const expected = versionOf(body.ConcurrencyChecksum);
      if (expected !== list.version) throw stale();
      const members = await checkedMembers(tx, scope, list.id, body.Members);
      // The list row is the lock: of two saves that loaded the same version, the second matches nothing here.
      const next = await renamePriceList(tx, scope, list.id, expected, body.Name);
      if (next === null) throw stale();
      await writeMemberPrices(tx, scope, list.id, members);
      await recordListChange(tx, scope, actor, list, list, body.Name, members);
      return next;
    });
    return saved({ id: body.TieredPriceListId, version });
  });
}
