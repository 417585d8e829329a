import {
  APPLY_TO_TYPES,
  autoApplyErrors,
  canAutoCashDiscount,
  DISCOUNT_ERROR,
  DISCOUNT_TYPE_INFO,
  discountIssues,
  firstLockedChange,
  normalizeDiscount,
  type TDiscountDetail,
  type TDiscountFields,
  type TDiscountListQuery,
  type TDiscountListResponse,
  type TDiscountMetadata,
  type TDiscountMutationResponse,
  type TDiscountType,
} from '@mp/contracts/discounts';
import { checksumOf } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import { type TCompanyScope, type TViewScope, viewStoreId } from '../../db/tenant.ts';
import { ApiError, badRequest, staleChecksum } from '../../plugins/errors.ts';
import type { TActor } from '../../plugins/tenancy.ts';
import { pickFields, recordChanges } from '../../shared/change-log/change-log.ts';
import {
  findDiscount,
  insertDiscount,
  liveStores,
  paymentFacts,
  replaceStores,
  searchDiscounts,
  type TDiscountRow,
  type TDiscountStoreRow,
  type TDiscountValues,
  updateDiscountIfCurrent,
} from './discounts.queries.ts';

const notFound = () => new ApiError(404, DISCOUNT_ERROR.notFound, 'Discount not found.', 'Id');
const stale = () => staleChecksum(DISCOUNT_ERROR.staleChecksum, 'discount');
const viewOnly = (field?: string) =>
  new ApiError(403, DISCOUNT_ERROR.viewOnly, 'In store view an existing discount is view-only.', field);

export async function listDiscounts(db: TDb, scope: TViewScope, q: TDiscountListQuery): Promise<TDiscountListResponse> {
  const { rows, total } = await searchDiscounts(db, scope, {
    search: q.SearchArg,
    limit: q.PageRowCount,
    offset: (q.RequestedPageNum - 1) * q.PageRowCount,
    sort: { column: q.SortColumn, direction: q.SortDirection },
  });
  return {
    ResultSet: rows.map((r) => ({
      Id: r.id,
      Name: r.name,
      Description: r.description,
      AvailableStores: r.availableStores,
      DiscountType: r.discountType as TDiscountType,
      DiscountAmount: Number(r.discountAmount),
    })),
    TotalRowCount: total,
  };
}

export async function discountMetadata(db: TDb, scope: TViewScope): Promise<TDiscountMetadata> {
  return {
    DiscountTypes: [...DISCOUNT_TYPE_INFO],
    ApplyToTypes: [...APPLY_TO_TYPES],
    ...(await paymentFacts(db, scope)),
  };
}

function toFields(row: TDiscountRow, links: readonly TDiscountStoreRow[], scope: TViewScope): TDiscountFields {
  return {
    Id: row.id,
    Name: row.name,
    Description: row.description,
    DiscountType: row.discountType as TDiscountType,
    DiscountAmount: Number(row.discountAmount),
    MinimumDiscountAmount: Number(row.minimumDiscountAmount),
    AppliesTo: row.appliesTo as TDiscountFields['AppliesTo'],
    ValidFor: row.validFor,
    EmailOfferOnly: row.emailOfferOnly,
    ExternalDiscountId: row.externalDiscountId,
    UsedInMailout: row.usedInMailout,
    BarcodeRangeStart: row.barcodeRangeStart,
    BarcodeRangeEnd: row.barcodeRangeEnd,
    IsApprovalNeeded: row.isApprovalNeeded,
    IsAvailable: row.isAvailable,
    AvailableStores: links.filter((l) => l.isPosActive).map((l) => l.storeId),
    AssignedStores: links.map((l) => l.storeId),
    ShowOnActivitySummary: row.showOnActivitySummary,
    PosActive: links.some((l) => l.storeId === viewStoreId(scope) && l.isPosActive),
    IsAutoCashDiscount: row.isAutoCashDiscount,
    ConcurrencyChecksum: checksumOf(row.version),
  };
}

export async function getDiscount(db: TDb, scope: TViewScope, id: number): Promise<TDiscountDetail> {
  const found = await findDiscount(db, scope, id);
  if (!found) throw notFound();
  return {
    ...toFields(found.row, found.stores, scope),
    DiscountStores: found.stores.map((l) => ({ StoreId: l.storeId, IsPosActive: l.isPosActive })),
  };
}

/** The §4 transforms and §5 clamping, then every §5 rule: the first broken one answers 400 with field and key. */
function checkedValues(body: TDiscountFields): TDiscountFields {
  const values = normalizeDiscount(body);
  const [issue] = discountIssues(values);
  if (issue) throw badRequest(issue.key, `Invalid ${issue.field}.`, issue.field);
  return values;
}

const toColumns = (v: TDiscountFields): TDiscountValues => ({
  name: v.Name,
  description: v.Description,
  discountType: v.DiscountType,
  discountAmount: (v.DiscountAmount ?? 0).toFixed(2),
  minimumDiscountAmount: (v.MinimumDiscountAmount ?? 0).toFixed(2),
  appliesTo: v.AppliesTo,
  validFor: v.ValidFor,
  emailOfferOnly: v.EmailOfferOnly,
  externalDiscountId: v.ExternalDiscountId,
  usedInMailout: v.UsedInMailout,
  barcodeRangeStart: v.BarcodeRangeStart,
  barcodeRangeEnd: v.BarcodeRangeEnd,
  isApprovalNeeded: v.IsApprovalNeeded,
  isAvailable: v.IsAvailable,
  showOnActivitySummary: v.ShowOnActivitySummary,
  isAutoCashDiscount: v.IsAutoCashDiscount,
});

/** Company view: the assigned stores must be live stores of the merchant; newly assigned ones start POS-active. */
async function companyLinks(
  db: TDb,
  scope: TCompanyScope,
  assigned: readonly number[],
  previous: readonly TDiscountStoreRow[],
): Promise<TDiscountStoreRow[]> {
  const ids = [...new Set(assigned)];
  if (ids.length === 0) throw badRequest(DISCOUNT_ERROR.storesRequired, 'Assign at least one store.', 'AssignedStores');
  const known = new Set((await liveStores(db, scope)).map((s) => s.StoreId));
  if (ids.some((id) => !known.has(id)))
    throw badRequest(DISCOUNT_ERROR.unknownStore, 'Not a store of this merchant.', 'AssignedStores');
  return ids.map((storeId) => ({
    storeId,
    isPosActive: previous.find((p) => p.storeId === storeId)?.isPosActive ?? true,
  }));
}

/**
 * The auto-apply checks (spec 2 §5) for an auto-cash discount at the stores where it will be POS-active. Turning
 * auto-cash on also needs the toggle to be allowed here (flag, and connected payments in store view).
 */
async function autoApplyFailures(
  db: TDb,
  scope: TViewScope,
  cashDiscountFlag: boolean,
  discountId: number,
  values: TDiscountFields,
  links: readonly TDiscountStoreRow[],
  wasAutoCash: boolean,
) {
  if (!values.IsAutoCashDiscount) return [];
  const facts = await paymentFacts(db, scope);
  if (!wasAutoCash && !canAutoCashDiscount(cashDiscountFlag, viewStoreId(scope), facts))
    throw badRequest(
      DISCOUNT_ERROR.autoCashNotAllowed,
      'Automatic cash discount is not available here.',
      'IsAutoCashDiscount',
    );
  const active = new Set(links.filter((l) => l.isPosActive).map((l) => l.storeId));
  const stores = (await liveStores(db, scope)).filter((s) => active.has(s.StoreId));
  return autoApplyErrors(discountId, stores, facts);
}

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

const storeList = (links: readonly TDiscountStoreRow[], posActiveOnly: boolean) =>
  links
    .filter((l) => !posActiveOnly || l.isPosActive)
    .map((l) => l.storeId)
    .sort((a, b) => a - b)
    .join(',');

/** A discount as the change log compares it: the written columns and the stores it is assigned and POS-active at. */
const logged = (values: Partial<TDiscountValues>, links: readonly TDiscountStoreRow[]) => ({
  ...values,
  assignedStores: storeList(links, false),
  posActiveStores: storeList(links, true),
});

const recordDiscountChange = (
  tx: TTx,
  scope: TViewScope,
  actor: TActor,
  row: TDiscountRow,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) => recordChanges(tx, scope, actor, [{ entity: 'discount', entityId: row.id, entityName: row.name, before, after }]);

const refused = (AutoApplyErrors: TDiscountMutationResponse['AutoApplyErrors']): TDiscountMutationResponse => ({
  IsSuccessful: false,
  AutoApplyErrors,
});
const saved = (row: TDiscountRow): TDiscountMutationResponse => ({
  IsSuccessful: true,
  Id: row.id,
  ConcurrencyChecksum: checksumOf(row.version),
  AutoApplyErrors: [],
});

/** POST /Discount/CreateDiscount: company view assigns stores; store view creates it for its own store. */
export async function createDiscount(
  db: TDb,
  scope: TViewScope,
  actor: TActor,
  cashDiscountFlag: boolean,
  body: TDiscountFields,
): Promise<TDiscountMutationResponse> {
  const values = checkedValues(body);
  const links =
    scope.kind === 'company'
      ? await companyLinks(db, scope, values.AssignedStores, [])
      : [{ storeId: scope.storeId, isPosActive: values.PosActive }];
  const errors = await autoApplyFailures(db, scope, cashDiscountFlag, 0, values, links, false);
  if (errors.length > 0) return refused(errors);
  const columns = toColumns(values);
  return saved(
    await db.transaction(async (tx) => {
      const row = await insertDiscount(tx, scope, columns, links);
      await recordDiscountChange(tx, scope, actor, row, null, logged(columns, links));
      return row;
    }),
  );
}

/**
 * POST /Discount/UpdateDiscount. The checksum must be the current one (else 409, nothing written); the name is
 * fixed once created; a store view may only toggle its own PosActive.
 */
export async function updateDiscount(
  db: TDb,
  scope: TViewScope,
  actor: TActor,
  cashDiscountFlag: boolean,
  body: TDiscountFields,
): Promise<TDiscountMutationResponse> {
  const found = await findDiscount(db, scope, body.Id);
  if (!found) throw notFound();
  if (body.ConcurrencyChecksum !== checksumOf(found.row.version)) throw stale();
  const values = checkedValues(body);
  const current = toFields(found.row, found.stores, scope);
  if (values.Name !== current.Name) throw badRequest(DISCOUNT_ERROR.nameReadOnly, 'The name cannot change.', 'Name');
  let links: TDiscountStoreRow[];
  if (scope.kind === 'company') {
    links = await companyLinks(db, scope, values.AssignedStores, found.stores);
  } else {
    const locked = firstLockedChange(current, values);
    if (locked) throw viewOnly(locked);
    links = found.stores.map((l) => (l.storeId === scope.storeId ? { ...l, isPosActive: values.PosActive } : l));
  }
  const errors = await autoApplyFailures(
    db,
    scope,
    cashDiscountFlag,
    found.row.id,
    values,
    links,
    found.row.isAutoCashDiscount,
  );
  if (errors.length > 0) return refused(errors);
  const columns = scope.kind === 'company' ? toColumns(values) : {};
  const row = await db.transaction(async (tx) => {
    const updated = await updateDiscountIfCurrent(tx, scope, found.row.id, found.row.version, columns);
    if (!updated) throw stale();
    await replaceStores(tx, scope, found.row.id, links);
    await recordDiscountChange(
      tx,
      scope,
      actor,
      updated,
      logged(pickFields(found.row, columns), found.stores),
      logged(columns, links),
    );
    return updated;
  });
  return saved(row);
}

/** POST /Discount/DeleteDiscount: company view only, with the current checksum. */
export async function deleteDiscount(
  db: TDb,
  scope: TViewScope,
  actor: TActor,
  body: { Id: number; ConcurrencyChecksum: string },
): Promise<TDiscountMutationResponse> {
  if (scope.kind !== 'company') throw viewOnly();
  const found = await findDiscount(db, scope, body.Id);
  if (!found) throw notFound();
  if (body.ConcurrencyChecksum !== checksumOf(found.row.version)) throw stale();
  const row = await db.transaction(async (tx) => {
    const deleted = await updateDiscountIfCurrent(tx, scope, found.row.id, found.row.version, {
      deletedAt: new Date(),
    });
    if (!deleted) throw stale();
    await recordDiscountChange(tx, scope, actor, deleted, { deleted: false }, { deleted: true });
    return deleted;
  });
  return { IsSuccessful: true, Id: row.id, AutoApplyErrors: [] };
}
