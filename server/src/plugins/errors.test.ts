import { API_ERROR_KEY } from '@mp/contracts/api-error';
import { MENU_ITEMS_ERROR } from '@mp/contracts/menu-items';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemCategories, items, merchants } from '../db/schema.ts';
import { MERCHANT, menuIdsOf } from '../demo/ids.ts';
import { startTestApp, type TTestApp } from '../test/test-app.ts';
import { ApiError, apiErrorOfDatabase } from './errors.ts';

const refusalOf = (error: unknown) => {
  const mapped = apiErrorOfDatabase(error);
  return mapped && { status: mapped.statusCode, messageKey: mapped.messageKey, field: mapped.field };
};

describe('database errors, mapped in one place', () => {
  it.each([
    [
      'unique violation of a listed constraint',
      { code: '23505', constraint: 'item_categories_merchant_name_idx', detail: 'Key (merchant_id, upper(name))=…' },
      { status: 409, messageKey: MENU_ITEMS_ERROR.categoryNameTaken, field: 'itemCategory.CategoryName' },
    ],
    [
      'unique violation of another constraint names the column',
      { code: '23505', constraint: 'x_idx', detail: 'Key (merchant_id, external_id)=(1, a) already exists.' },
      { status: 409, messageKey: API_ERROR_KEY.conflict, field: 'externalId' },
    ],
    [
      'a reference to a missing row',
      { code: '23503', detail: 'Key (item_category_id)=(5) is not present in table "item_categories".' },
      { status: 404, messageKey: API_ERROR_KEY.notFound, field: 'itemCategoryId' },
    ],
    [
      'removing a row still referred to',
      { code: '23503', detail: 'Key (id)=(5) is still referenced from table "items".' },
      { status: 409, messageKey: API_ERROR_KEY.inUse, field: 'id' },
    ],
    ['an integer out of range', { code: '22003' }, { status: 400, messageKey: API_ERROR_KEY.validation }],
    ['a NUL character', { code: '22021' }, { status: 400, messageKey: API_ERROR_KEY.validation }],
    [
      'text too long',
      { code: '22001', column: 'name' },
      { status: 400, messageKey: API_ERROR_KEY.validation, field: 'name' },
    ],
    ['a bad number', { code: '22P02' }, { status: 400, messageKey: API_ERROR_KEY.validation }],
    ['the server shutting down', { code: '57P01' }, { status: 503, messageKey: API_ERROR_KEY.databaseUnavailable }],
    ['a lost connection', { code: '08006' }, { status: 503, messageKey: API_ERROR_KEY.databaseUnavailable }],
    [
      'a refused connection (Node)',
      { code: 'ECONNREFUSED' },
      { status: 503, messageKey: API_ERROR_KEY.databaseUnavailable },
    ],
    [
      'a connection lost mid-query (node-postgres, no code)',
      new Error('Connection terminated unexpectedly'),
      { status: 503, messageKey: API_ERROR_KEY.databaseUnavailable },
    ],
    [
      'a connect time-out (node-postgres, no code)',
      new Error('timeout exceeded when trying to connect'),
      { status: 503, messageKey: API_ERROR_KEY.databaseUnavailable },
    ],
  ])('%s', (_name, pg, expected) => {
    expect(refusalOf(pg)).toEqual({ field: undefined, ...expected });
    // drizzle wraps the driver's error as the cause of its own.
    expect(refusalOf(Object.assign(new Error('Failed query'), { cause: pg }))).toEqual({
      field: undefined,
      ...expected,
    });
  });

  it.each([
    ['a plain fault', new Error('boom')],
    ['a deadlock (a fault to log, not a refusal)', { code: '40P01' }],
    ['no error at all', null],
  ])('leaves %s to the 500 path', (_name, error) => {
    expect(apiErrorOfDatabase(error)).toBeNull();
  });
});

/** The same mapping against what the real driver throws (PGlite or PostgreSQL, whichever the suite runs on). */
describe('database errors from the real driver', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const thrown = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      return refusalOf(error);
    }
    throw new Error('expected the statement to fail');
  };

  it('a duplicate category name answers the screen’s own 409', async () => {
    const [existing] = await t.db
      .select({ name: itemCategories.name })
      .from(itemCategories)
      .where(sql`${itemCategories.merchantId} = ${MERCHANT.cornerCafe}`)
      .limit(1);
    const refusal = await thrown(() =>
      t.db.insert(itemCategories).values({ merchantId: MERCHANT.cornerCafe, name: existing!.name }),
    );
    expect(refusal).toEqual({
      status: 409,
      messageKey: MENU_ITEMS_ERROR.categoryNameTaken,
      field: 'itemCategory.CategoryName',
    });
  });

  it('a merchant still referred to cannot go: 409 in use', async () => {
    expect(
      await thrown(() => t.db.delete(merchants).where(sql`${merchants.id} = ${MERCHANT.cornerCafe}`)),
    ).toMatchObject({ status: 409, messageKey: API_ERROR_KEY.inUse });
  });

  it('a reference to a missing row: 404 naming the column', async () => {
    const refusal = await thrown(() =>
      t.db
        .update(items)
        .set({ itemCategoryId: 2_000_000_000 })
        .where(sql`${items.id} = ${menuIdsOf(MERCHANT.cornerCafe).item(1)}`),
    );
    expect(refusal).toEqual({ status: 404, messageKey: API_ERROR_KEY.notFound, field: 'itemCategoryId' });
  });

  it('an id past 2^31 and a NUL character: 400', async () => {
    expect(await thrown(() => t.db.execute(sql`select ${2 ** 31}::int`))).toMatchObject({
      status: 400,
      messageKey: API_ERROR_KEY.validation,
    });
    expect(await thrown(() => t.db.execute(sql`select ${'a\u0000b'}::text`))).toMatchObject({
      status: 400,
      messageKey: API_ERROR_KEY.validation,
    });
  });

  it('an ApiError is what the handler sends', () => {
    expect(new ApiError(409, API_ERROR_KEY.conflict, 'x', 'Name')).toMatchObject({ statusCode: 409, field: 'Name' });
  });
});
