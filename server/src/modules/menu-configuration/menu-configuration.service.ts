import {
  MENU_CONFIGURATION_ERROR as E,
  type TDepartmentListQuery,
  type TDepartmentListResponse,
  type TDepartmentRow,
  type TDepartmentSaveResponse,
  type TTagListQuery,
  type TTagListResponse,
  type TTagRow,
  type TTagSaveResponse,
  type TUsingCategory,
} from '@mp/contracts/menu-configuration';
import { checksumOf, versionOf } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import type { TMerchantScope } from '../../db/tenant.ts';
import { ApiError, notFound, staleChecksum } from '../../plugins/errors.ts';
import type { TActor } from '../../plugins/tenancy.ts';
import { recordChanges } from '../../shared/change-log/change-log.ts';
import {
  categoriesOfDepartment,
  categoriesOfTags,
  deleteDepartment,
  deleteTag,
  departmentInScope,
  departmentPage,
  insertDepartment,
  insertTag,
  isDepartmentNameUsed,
  isTagNameUsed,
  renameDepartment,
  renameTag,
  tagInScope,
  tagPage,
  touchCategoriesOfTag,
  type TDepartmentListRow,
  type TPageQuery,
  type TTagListRow,
  type TUsingCategoryRow,
} from './menu-configuration.queries.ts';

type TList = {
  PageRowCount: number;
  RequestedPageNum: number;
  SearchArg: string;
  SortColumn: string;
  SortDirection: 'ASC' | 'DESC';
};
const pageOf = <C extends string>(q: TList & { SortColumn: C }): TPageQuery<C> => ({
  limit: q.PageRowCount,
  offset: (q.RequestedPageNum - 1) * q.PageRowCount,
  search: q.SearchArg,
  sort: { column: q.SortColumn, direction: q.SortDirection },
});

const usingOf = (rows: readonly TUsingCategoryRow[]): TUsingCategory[] =>
  rows.map((c) => ({ ItemCategoryId: c.id, CategoryName: c.name }));

const stale = (what: string) => staleChecksum(E.staleChecksum, what);

// ---- Departments ----

const departmentOf = (row: TDepartmentListRow): TDepartmentRow => ({
  DepartmentId: row.id,
  Name: row.name,
  CategoryCount: row.categoryCount,
  ItemCount: row.itemCount,
  ConcurrencyChecksum: checksumOf(row.version),
});
const departmentNotFound = () => notFound(E.departmentNotFound, 'No such department.', 'DepartmentId');
const departmentTaken = () => new ApiError(409, E.departmentNameTaken, 'Another department has this name.', 'Name');

/** POST /Department/GetDepartmentList: one page of the merchant's departments with their counts. */
export async function listDepartments(
  db: TDb,
  scope: TMerchantScope,
  q: TDepartmentListQuery,
): Promise<TDepartmentListResponse> {
  const { rows, total } = await departmentPage(db, scope, pageOf(q));
  return { ResultSet: rows.map(departmentOf), TotalRowCount: total };
}

/** POST /Department/AddDepartment: a new department with a name no other of the merchant's has; logged. */
export async function addDepartment(
  db: TDb,
  scope: TMerchantScope,
  actor: TActor,
  { Name }: { Name: string },
): Promise<TDepartmentSaveResponse> {
  return db.transaction(async (tx) => {
    if (await isDepartmentNameUsed(tx, scope, Name, 0)) throw departmentTaken();
    const row = await insertDepartment(tx, scope, Name);
    await recordChanges(tx, scope, actor, [
      { entity: 'department', entityId: row.id, entityName: row.name, before: null, after: { Name: row.name } },
    ]);
    return { IsSuccessful: true as const, Entity: departmentOf({ ...row, categoryCount: 0, itemCount: 0 }) };
  });
}

/** POST /Department/EditDepartment: renames one of the merchant's departments from the version it loaded. */
export async function editDepartment(
  db: TDb,
  scope: TMerchantScope,
  actor: TActor,
  { DepartmentId, Name, ConcurrencyChecksum }: { DepartmentId: number; Name: string; ConcurrencyChecksum: string },
): Promise<TDepartmentSaveResponse> {
  const version = versionOf(ConcurrencyChecksum);
  return db.transaction(async (tx) => {
    const before = await departmentInScope(tx, scope, DepartmentId);
    if (!before) throw departmentNotFound();
    if (version === null || before.version !== version) throw stale('department');
    if (await isDepartmentNameUsed(tx, scope, Name, DepartmentId)) throw departmentTaken();
    const written = await renameDepartment(tx, scope, DepartmentId, version, Name);
    if (!written) throw stale('department');
    await recordChanges(tx, scope, actor, [
      {
        entity: 'department',
        entityId: written.id,
        entityName: written.name,
        before: { Name: before.name },
        after: { Name: written.name },
      },
    ]);
    return { IsSuccessful: true as const, Entity: departmentOf({ ...before, ...written }) };
  });
}

/**
 * POST /Department/DeleteDepartment: deletes one of the merchant's departments from the version it loaded; while
 * categories name it the answer is 409 departmentInUse listing them (`data.Categories`), and nothing is deleted.
 */
export async function removeDepartment(
  db: TDb,
  scope: TMerchantScope,
  actor: TActor,
  { DepartmentId, ConcurrencyChecksum }: { DepartmentId: number; ConcurrencyChecksum: string },
): Promise<{ IsSuccessful: true }> {
  const version = versionOf(ConcurrencyChecksum);
  return db.transaction(async (tx) => {
    const before = await departmentInScope(tx, scope, DepartmentId);
    if (!before) throw departmentNotFound();
    if (version === null || before.version !== version) throw stale('department');
    const using = await categoriesOfDepartment(tx, scope, DepartmentId);
    if (using.length > 0)
      throw new ApiError(409, E.departmentInUse, 'Categories still use this department.', 'DepartmentId', {
        data: { Categories: usingOf(using) },
      });
    // The statement re-checks version and use, so a save that came between the reads above and it wins.
    if (!(await deleteDepartment(tx, scope, DepartmentId, version))) throw stale('department');
    await recordChanges(tx, scope, actor, [
      {
        entity: 'department',
        entityId: before.id,
        entityName: before.name,
        before: { Name: before.name },
        after: null,
      },
    ]);
    return { IsSuccessful: true as const };
  });
}

// ---- Tags ----

const tagOf = (row: TTagListRow, using: readonly TUsingCategoryRow[]): TTagRow => ({
  TagId: row.id,
  Name: row.name,
  CategoryCount: row.categoryCount,
  Categories: usingOf(using),
  ConcurrencyChecksum: checksumOf(row.version),
});
const tagNotFound = () => notFound(E.tagNotFound, 'No such tag.', 'TagId');
const tagTaken = () => new ApiError(409, E.tagNameTaken, 'Another tag has this name.', 'Name');

/** POST /Tag/GetTagList: one page of the merchant's tags, each with the categories it is on. */
export async function listTags(db: TDb, scope: TMerchantScope, q: TTagListQuery): Promise<TTagListResponse> {
  const { rows, total } = await tagPage(db, scope, pageOf(q));
  const used = await categoriesOfTags(
    db,
    scope,
    rows.map((r) => r.id),
  );
  return { ResultSet: rows.map((r) => tagOf(r, used.get(r.id) ?? [])), TotalRowCount: total };
}

export async function addTag(
  db: TDb,
  scope: TMerchantScope,
  actor: TActor,
  { Name }: { Name: string },
): Promise<TTagSaveResponse> {
  return db.transaction(async (tx) => {
    if (await isTagNameUsed(tx, scope, Name, 0)) throw tagTaken();
    const row = await insertTag(tx, scope, Name);
    await recordChanges(tx, scope, actor, [
      { entity: 'tag', entityId: row.id, entityName: row.name, before: null, after: { Name: row.name } },
    ]);
    return { IsSuccessful: true as const, Entity: tagOf({ ...row, categoryCount: 0 }, []) };
  });
}

export async function editTag(
  db: TDb,
  scope: TMerchantScope,
  actor: TActor,
  { TagId, Name, ConcurrencyChecksum }: { TagId: number; Name: string; ConcurrencyChecksum: string },
): Promise<TTagSaveResponse> {
  const version = versionOf(ConcurrencyChecksum);
  return db.transaction(async (tx) => {
    const before = await tagInScope(tx, scope, TagId);
    if (!before) throw tagNotFound();
    if (version === null || before.version !== version) throw stale('tag');
    if (await isTagNameUsed(tx, scope, Name, TagId)) throw tagTaken();
    const written = await renameTag(tx, scope, TagId, version, Name);
    if (!written) throw stale('tag');
    await recordChanges(tx, scope, actor, [
      { entity: 'tag', entityId: written.id, entityName: written.name, before: { Name: before.name }, after: { Name } },
    ]);
    const used = await categoriesOfTags(tx, scope, [TagId]);
    return { IsSuccessful: true as const, Entity: tagOf({ ...before, ...written }, used.get(TagId) ?? []) };
  });
}

/** POST /Tag/DeleteTag: deletes one of the merchant's tags from the version it loaded, taking it off its categories. */
export async function removeTag(
  db: TDb,
  scope: TMerchantScope,
  actor: TActor,
  { TagId, ConcurrencyChecksum }: { TagId: number; ConcurrencyChecksum: string },
): Promise<{ IsSuccessful: true }> {
  const version = versionOf(ConcurrencyChecksum);
  return db.transaction(async (tx) => {
    const before = await tagInScope(tx, scope, TagId);
    if (!before) throw tagNotFound();
    if (version === null || before.version !== version) throw stale('tag');
    await touchCategoriesOfTag(tx, scope, TagId);
    if (!(await deleteTag(tx, scope, TagId, version))) throw stale('tag');
    await recordChanges(tx, scope, actor, [
      { entity: 'tag', entityId: before.id, entityName: before.name, before: { Name: before.name }, after: null },
    ]);
    return { IsSuccessful: true as const };
  });
}
