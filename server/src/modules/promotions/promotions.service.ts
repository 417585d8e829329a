import { colonTimeOfHhmm, hhmmOfMinutes } from '@mp/contracts/online-ordering/hhmm';
import {
  PROMOTIONS_ERROR as E,
  promotedPrice,
  promotionStatus,
  promotionTimesOverlap,
  type TPromotion,
  type TPromotionChoices,
  type TPromotionFormValues,
  type TPromotionKind,
  type TPromotionOverlap,
  type TPromotionPreviewQuery,
  type TPromotionPreviewResponse,
  type TPromotionSaveResponse,
  type TPromotionsListQuery,
  type TPromotionsListResponse,
  type TPromotionTime,
  type TPromotionUpdate,
} from '@mp/contracts/promotions';
import { wallClockOf } from '@mp/contracts/time-zones';
import { checksumOf, versionOf } from '../../db/concurrency.ts';
import type { TDb, TDbTransaction } from '../../db/create-db.ts';
import type { TViewScope } from '../../db/tenant.ts';
import { ApiError, badRequest, notFound, staleChecksum } from '../../plugins/errors.ts';
import type { TActor } from '../../plugins/tenancy.ts';
import { recordChanges } from '../../shared/change-log/change-log.ts';
import {
  assignableItemIds,
  menuTargetChoices,
  ownCategoryIds,
} from '../../shared/menu-targets/menu-targets.queries.ts';
import { viewTimeZone } from '../../shared/view-time-zone/view-time-zone.queries.ts';
import {
  deletePromotion,
  insertPromotion,
  isPromotionNameUsed,
  itemsReached,
  pagePromotions,
  promotionInScope,
  promotionLinks,
  promotionReach,
  promotionScheduleChoices,
  promotionStoreChoices,
  replacePromotionLinks,
  timedPromotions,
  updatePromotion,
  type TPromotionLinks,
  type TPromotionWrite,
  type TTimedPromotion,
} from './promotions.queries.ts';

type TReader = TDb | TDbTransaction;

const nameTaken = () => new ApiError(409, E.nameTaken, 'Another promotion has this name.', 'Name');
const missing = () => notFound(E.notFound, 'No such promotion.', 'PromotionId');
const stale = () => staleChecksum(E.staleChecksum, 'promotion');

/**
 * Today in the view's time zone (a store's own; the company view's first live store's, as report schedules count
 * it): a promotion's status turns over at the stores' midnight, not the server's.
 */
async function todayOf(db: TReader, scope: TViewScope): Promise<string> {
  const zone = await viewTimeZone(db, scope);
  return new Date(wallClockOf(Date.now(), zone)).toISOString().slice(0, 10);
}

const clockOf = (minutes: number) => colonTimeOfHhmm(hhmmOfMinutes(minutes));

/** When a stored promotion runs: its date range, or its schedule's dates and weekly window. */
const timeOf = (row: TTimedPromotion): TPromotionTime =>
  row.schedule === null
    ? { StartDate: row.startDate, EndDate: row.endDate, Week: null }
    : {
        StartDate: row.schedule.startDate,
        EndDate: row.schedule.endDate,
        Week: {
          DaysOfWeek: row.schedule.daysOfWeek,
          StartTime: clockOf(row.schedule.startMinute),
          EndTime: clockOf(row.schedule.endMinute),
        },
      };

const statusOf = (row: TTimedPromotion, today: string) => {
  const time = timeOf(row);
  return promotionStatus(time.StartDate, time.EndDate, today);
};

/** One promotion as the overlap check sees it: when, where and which items (categories expanded). */
type TReach = { id: number; name: string; time: TPromotionTime; storeIds: Set<number>; itemIds: Set<number> };

const shares = (a: Set<number>, b: Set<number>) => [...a].some((v) => b.has(v));

/**
 * The merchant's promotions with what they reach; `overlapsOf` answers those (other than the candidate itself) that
 * share an item and a store with it and whose times overlap (contracts promotionTimesOverlap).
 */
async function overlapIndex(db: TReader, scope: TViewScope) {
  const [rows, reach] = await Promise.all([timedPromotions(db, scope), promotionReach(db, scope)]);
  const all: TReach[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    time: timeOf(row),
    storeIds: new Set(reach.stores.filter((s) => s.promotionId === row.id).map((s) => s.storeId)),
    itemIds: new Set(reach.items.filter((i) => i.promotionId === row.id).map((i) => i.itemId)),
  }));
  const overlapsOf = (candidate: TReach): TPromotionOverlap[] =>
    all
      .filter(
        (other) =>
          other.id !== candidate.id &&
          shares(other.storeIds, candidate.storeIds) &&
          shares(other.itemIds, candidate.itemIds) &&
          promotionTimesOverlap(other.time, candidate.time),
      )
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
      .map((other) => ({ PromotionId: other.id, Name: other.name }));
  return { byId: new Map(all.map((r) => [r.id, r])), overlapsOf };
}

const kindOf = (kind: string) => kind as TPromotionKind;

function entityOf(
  row: TTimedPromotion,
  links: TPromotionLinks,
  today: string,
  overlaps: TPromotionOverlap[],
): TPromotion {
  return {
    PromotionId: row.id,
    Name: row.name,
    Kind: kindOf(row.kind),
    Value: Number(row.value),
    ItemIds: links.itemIds,
    ItemCategoryIds: links.categoryIds,
    Timing: row.eventScheduleId === null ? 'DateRange' : 'Schedule',
    EventScheduleId: row.eventScheduleId,
    StartDate: row.startDate,
    EndDate: row.endDate,
    StoreIds: links.storeIds,
    Status: statusOf(row, today),
    Overlaps: overlaps,
    ConcurrencyChecksum: checksumOf(row.version),
  };
}

const writeOf = (v: TPromotionFormValues): TPromotionWrite => ({
  name: v.Name,
  kind: v.Kind,
  value: v.Value.toFixed(2),
  eventScheduleId: v.EventScheduleId,
  startDate: v.StartDate,
  endDate: v.EndDate,
});
const linksOf = (v: TPromotionFormValues): TPromotionLinks => ({
  itemIds: v.ItemIds,
  categoryIds: v.ItemCategoryIds,
  storeIds: v.StoreIds,
});

/** What the change log keeps of a promotion: the form's fields, lists as their ids. */
const logged = (row: TTimedPromotion, links: TPromotionLinks) => ({
  Name: row.name,
  Kind: row.kind,
  Value: row.value,
  EventScheduleId: row.eventScheduleId,
  StartDate: row.startDate,
  EndDate: row.endDate,
  ItemIds: links.itemIds.join(','),
  ItemCategoryIds: links.categoryIds.join(','),
  StoreIds: links.storeIds.join(','),
});
const change = (
  row: TTimedPromotion,
  before: [TTimedPromotion, TPromotionLinks] | null,
  after: [TTimedPromotion, TPromotionLinks] | null,
) => ({
  entity: 'promotion' as const,
  entityId: row.id,
  entityName: row.name,
  before: before && logged(...before),
  after: after && logged(...after),
});

/**
 * Refuses ids that are not the merchant's (another merchant's among them): items, categories, live stores and the
 * event schedule; 400 naming the field, nothing written.
 */
async function checkReferences(db: TReader, scope: TViewScope, v: TPromotionFormValues): Promise<void> {
  if ((await assignableItemIds(db, scope, v.ItemIds)).length !== v.ItemIds.length)
    throw badRequest(E.unknownItem, 'An item is not one of the menu items.', 'ItemIds');
  if ((await ownCategoryIds(db, scope, v.ItemCategoryIds)).length !== v.ItemCategoryIds.length)
    throw badRequest(E.unknownCategory, 'A category is not one of the menu categories.', 'ItemCategoryIds');
  const storeIds = new Set((await promotionStoreChoices(db, scope)).map((s) => s.id));
  if (!v.StoreIds.every((id) => storeIds.has(id)))
    throw badRequest(E.unknownStore, 'A store is not one of the live stores.', 'StoreIds');
  if (
    v.EventScheduleId !== null &&
    !(await promotionScheduleChoices(db, scope)).some((s) => s.id === v.EventScheduleId)
  )
    throw badRequest(E.unknownSchedule, 'The event schedule is not one of the schedules.', 'EventScheduleId');
}

/** The draft as a stored promotion would be (its schedule looked up), for its status and overlaps. */
async function draftOf(db: TReader, scope: TViewScope, id: number, v: TPromotionFormValues): Promise<TTimedPromotion> {
  const schedule =
    v.EventScheduleId === null
      ? null
      : ((await promotionScheduleChoices(db, scope)).find((s) => s.id === v.EventScheduleId) ?? null);
  return { id, merchantId: scope.merchantId, version: 0, ...writeOf(v), schedule };
}

/** The candidate's overlaps: the promotions sharing one of the items it reaches in one of its stores at its times. */
async function overlapsOfDraft(db: TReader, scope: TViewScope, draft: TTimedPromotion, v: TPromotionFormValues) {
  const reached = await itemsReached(db, scope, v.ItemIds, v.ItemCategoryIds);
  const { overlapsOf } = await overlapIndex(db, scope);
  return {
    reached,
    overlaps: overlapsOf({
      id: draft.id,
      name: draft.name,
      time: timeOf(draft),
      storeIds: new Set(v.StoreIds),
      itemIds: new Set(reached.map((r) => r.id)),
    }),
  };
}

/** POST /Promotion/GetAll: one page of the merchant's promotions with status, counts and overlaps. */
export async function listPromotions(
  db: TDb,
  scope: TViewScope,
  query: TPromotionsListQuery,
): Promise<TPromotionsListResponse> {
  const today = await todayOf(db, scope);
  const { rows, total } = await pagePromotions(db, scope, query, today);
  const { byId, overlapsOf } = await overlapIndex(db, scope);
  return {
    ResultSet: rows.map((row) => ({
      PromotionId: row.id,
      Name: row.name,
      Kind: kindOf(row.kind),
      Value: Number(row.value),
      Timing: row.eventScheduleId === null ? 'DateRange' : 'Schedule',
      EventScheduleId: row.eventScheduleId,
      ScheduleName: row.schedule?.name ?? null,
      StartDate: timeOf(row).StartDate,
      EndDate: timeOf(row).EndDate,
      Status: statusOf(row, today),
      Overlaps: overlapsOf(byId.get(row.id)!),
      ItemCount: row.itemCount,
      CategoryCount: row.categoryCount,
      StoreCount: row.storeCount,
      ConcurrencyChecksum: checksumOf(row.version),
    })),
    TotalRowCount: total,
  };
}

/** POST /Promotion/Get: one promotion with its links, status and overlaps (404 for any other merchant's id). */
export async function getPromotion(db: TDb, scope: TViewScope, id: number): Promise<TPromotion> {
  const row = await promotionInScope(db, scope, id);
  if (!row) throw missing();
  const [links, today, { byId, overlapsOf }] = await Promise.all([
    promotionLinks(db, scope, id),
    todayOf(db, scope),
    overlapIndex(db, scope),
  ]);
  return entityOf(row, links, today, overlapsOf(byId.get(id)!));
}

/** POST /Promotion/GetChoices: the categories, items, stores and event schedules the form can pick. */
export async function promotionChoices(db: TDb, scope: TViewScope): Promise<TPromotionChoices> {
  const [targets, storeRows, schedules] = await Promise.all([
    menuTargetChoices(db, scope),
    promotionStoreChoices(db, scope),
    promotionScheduleChoices(db, scope),
  ]);
  return {
    Categories: targets.categories.map((c) => ({ ItemCategoryId: c.id, CategoryName: c.name })),
    Items: targets.items.map((i) => ({ ItemMasterId: i.id, ItemName: i.name, CategoryName: i.categoryName })),
    Stores: storeRows.map((s) => ({ StoreId: s.id, StoreName: s.name })),
    EventSchedules: schedules.map((s) => ({ EventScheduleId: s.id, Name: s.name })),
  };
}

/**
 * POST /Promotion/Preview: the unsaved promotion's items (named or in a named category, each once) with their regular
 * and promoted prices, and the other promotions it would overlap. Nothing is written.
 */
export async function previewPromotion(
  db: TDb,
  scope: TViewScope,
  { PromotionId, ...values }: TPromotionPreviewQuery,
): Promise<TPromotionPreviewResponse> {
  await checkReferences(db, scope, values);
  const draft = await draftOf(db, scope, PromotionId, values);
  const { reached, overlaps } = await overlapsOfDraft(db, scope, draft, values);
  return {
    Items: reached.map((item) => ({
      ItemMasterId: item.id,
      ItemName: item.name,
      CategoryName: item.categoryName,
      RegularPrice: Number(item.price),
      PromotedPrice: promotedPrice(values.Kind, values.Value, Number(item.price)),
    })),
    Overlaps: overlaps,
  };
}

/** What a save answers: the promotion as stored, with its status and overlaps now. */
async function savedEntity(tx: TDbTransaction, scope: TViewScope, id: number, v: TPromotionFormValues) {
  const row = (await promotionInScope(tx, scope, id))!;
  const links = await promotionLinks(tx, scope, id);
  const { overlaps } = await overlapsOfDraft(tx, scope, row, v);
  return { row, links, entity: entityOf(row, links, await todayOf(tx, scope), overlaps) };
}

/** POST /Promotion/Insert: a new promotion with a name no other of the merchant's has; overlaps only warn. */
export async function addPromotion(
  db: TDb,
  scope: TViewScope,
  actor: TActor,
  values: TPromotionFormValues,
): Promise<TPromotionSaveResponse> {
  return db.transaction(async (tx) => {
    if (await isPromotionNameUsed(tx, scope, values.Name, 0)) throw nameTaken();
    await checkReferences(tx, scope, values);
    const { id } = await insertPromotion(tx, scope, writeOf(values));
    await replacePromotionLinks(tx, scope, id, linksOf(values));
    const saved = await savedEntity(tx, scope, id, values);
    await recordChanges(tx, scope, actor, [change(saved.row, null, [saved.row, saved.links])]);
    return { IsSuccessful: true, Entity: saved.entity };
  });
}

/** POST /Promotion/Update: changes a promotion and its links from the version it loaded (409 otherwise). */
export async function changePromotion(
  db: TDb,
  scope: TViewScope,
  actor: TActor,
  { PromotionId, ConcurrencyChecksum, ...values }: TPromotionUpdate,
): Promise<TPromotionSaveResponse> {
  const version = versionOf(ConcurrencyChecksum);
  return db.transaction(async (tx) => {
    const before = await promotionInScope(tx, scope, PromotionId);
    if (!before) throw missing();
    if (version === null || before.version !== version) throw stale();
    if (await isPromotionNameUsed(tx, scope, values.Name, PromotionId)) throw nameTaken();
    await checkReferences(tx, scope, values);
    const beforeLinks = await promotionLinks(tx, scope, PromotionId);
    if (!(await updatePromotion(tx, scope, PromotionId, version, writeOf(values)))) throw stale();
    await replacePromotionLinks(tx, scope, PromotionId, linksOf(values));
    const saved = await savedEntity(tx, scope, PromotionId, values);
    await recordChanges(tx, scope, actor, [change(saved.row, [before, beforeLinks], [saved.row, saved.links])]);
    return { IsSuccessful: true, Entity: saved.entity };
  });
}

/** POST /Promotion/Delete: removes a promotion (nothing refers to one) from the version it loaded. */
export async function removePromotion(
  db: TDb,
  scope: TViewScope,
  actor: TActor,
  { PromotionId, ConcurrencyChecksum }: { PromotionId: number; ConcurrencyChecksum: string },
): Promise<TPromotionSaveResponse> {
  const version = versionOf(ConcurrencyChecksum);
  return db.transaction(async (tx) => {
    const before = await promotionInScope(tx, scope, PromotionId);
    if (!before) throw missing();
    if (version === null || before.version !== version) throw stale();
    const links = await promotionLinks(tx, scope, PromotionId);
    if (!(await deletePromotion(tx, scope, PromotionId, version))) throw stale();
    await recordChanges(tx, scope, actor, [change(before, [before, links], null)]);
    return { IsSuccessful: true };
  });
}
