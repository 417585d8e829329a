import { EDIT_FEATURE_ID, FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import { GRAPHQL_MAX_DEPTH, GRAPHQL_MAX_FIELDS, GRAPHQL_PATH } from '@mp/contracts/graphql';
import { emptyCapacityWeek } from '@mp/contracts/online-ordering/capacity';
import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import { defaultDayHours } from '@mp/contracts/online-ordering/order-hours';
import { sql } from 'drizzle-orm';
import {
  buildSchema,
  getNamedType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  parse,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './db/create-db.ts';
import { ooProductAddOns } from './db/schema.ts';
import { MERCHANT } from './demo/ids.ts';
import { GRAPHQL_MODULES } from './modules/online-ordering/graphql-modules.ts';
import { schemaSdl } from './plugins/graphql.ts';
import { countSelectedFields } from './plugins/graphql-limits.ts';
import { createMerchant, createUser } from './test/factories/accounts.ts';
import { createOnlineOrderingMerchant } from './test/factories/online-ordering.ts';
import { setRoleFeatures } from './test/factories/user-roles.ts';
import { storeViewClient } from './test/factories/view-clients.ts';
import { gql, gqlError } from './test/graphql.ts';
import { startTestApp, type TestClient, type TTestApp } from './test/test-app.ts';

/**
 * The route walker for the schema: every operation of every module is called without a session, without the CSRF
 * header, by a user whose role cannot open its page, and (mutations) by a user who may only look; each must be
 * refused; every operation taking an ID is called with each online-ordering record of another merchant (the demo's
 * Corner Cafe) and must answer 404 and leave them as they were. Documents are built from the schema itself, so a new
 * operation is walked the day it is added.
 */
const schema = buildSchema(schemaSdl(GRAPHQL_MODULES));

/**
 * Values the operations' own contracts accept, for the input types whose minimal sample they refuse: the
 * another-merchant walk must reach the record lookup, not stop at validation.
 */
const VALID_INPUT: Record<string, unknown> = {
  DeliveryFeeSharesInput: { store: { percent: 100, flatFee: 0 }, consumer: { percent: 0, flatFee: 0 } },
  CapacitySettingsInput: { description: 'Walk', ...emptyCapacityWeek() },
  TimeSettingsInput: { description: 'Walk', bufferOpen: 0, bufferClose: 0, maxFutureDays: 1 },
  FeeCalculationInput: { type: 'amount', value: 1, minAmount: null, maxAmount: null, roundingDecimalPlaces: null },
};
/** The same for arguments of a plain type whose sample the contract refuses, by name. */
const VALID_ARGUMENT: Record<string, unknown> = {
  fulfillmentTypes: ['Pickup'],
  // Site branding's brand fields (updateSiteBrand).
  font: 'Arial',
  sitePrimaryColor: '#0f235f',
  buttonTextColor: 'white',
};
const VALID_LIST: Record<string, () => unknown[]> = { OrderDayHoursInput: defaultDayHours };
/**
 * Operations of admin pages only provider staff at the admin level open (settings/admin): no merchant user reaches
 * them, so the user who may only look is refused by the page (403 forbidden) before its read-only rule. Each names
 * the merchant in an argument: the staff walk below calls it with another merchant's.
 */
const STAFF_ONLY: Record<string, (merchantId: number) => Record<string, unknown>> = {
  migrateSilverCommerceMerchant: (merchantId) => ({
    input: { merchantId, storeId: 0, organization: 'walk', enterpriseUnit: 'walk' },
  }),
};

/** A value of the argument's type that GraphQL accepts and, where VALID_INPUT says, the operation's contract too. */
function sampleOf(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleOf(type.ofType);
  if (isListType(type)) return VALID_LIST[getNamedType(type).name]?.() ?? [];
  if (VALID_INPUT[type.name]) return VALID_INPUT[type.name];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type))
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, sampleOf(f.type)]));
  switch (type.name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    default:
      return '1';
  }
}

/** Every scalar below an output type, objects followed three levels down. */
function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named) || !isObjectType(named)) return '';
  if (depth > 3) return '{ __typename }';
  const fields = Object.values(named.getFields()).map((f) => `${f.name} ${selectionOf(f.type, depth + 1)}`);
  return `{ ${fields.join(' ')} }`;
}

type TWalked = { name: string; kind: 'query' | 'mutation'; query: string; variables: Record<string, unknown> };

const documentOf = (kind: TWalked['kind'], field: GraphQLField<unknown, unknown>): TWalked => {
  const declarations = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const passing = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const query = `${kind} Walk${declarations ? `(${declarations})` : ''} { ${field.name}${passing ? `(${passing})` : ''} ${selectionOf(field.type)} }`;
  return {
    name: field.name,
    kind,
    query,
    variables: Object.fromEntries(
      field.args.map((a) => [a.name, a.name in VALID_ARGUMENT ? VALID_ARGUMENT[a.name] : sampleOf(a.type)]),
    ),
  };
};

const OPERATIONS: TWalked[] = [
  ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((f) => documentOf('query', f)),
  ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((f) => documentOf('mutation', f)),
];
const MUTATIONS = OPERATIONS.filter((op) => op.kind === 'mutation');
/**
 * The operations that take an ID argument. A required one names an existing record; an optional one is the id the
 * client chooses for a new record (createWindowSettings). Each is walked with every record of another merchant; a
 * record a creating one makes under a foreign table's id is rightly the caller's own, and is removed again.
 */
const BY_ID = OPERATIONS.map((op) => ({ ...op, ...idArgumentsOf(op.name) })).filter((op) => op.idArgs.length);

function idArgumentsOf(name: string): { idArgs: string[]; creates: boolean } {
  const field = schema.getQueryType()?.getFields()[name] ?? schema.getMutationType()?.getFields()[name];
  const ids = (field?.args ?? []).filter((a) => getNamedType(a.type).name === 'ID');
  return { idArgs: ids.map((a) => a.name), creates: ids.some((a) => !isNonNullType(a.type)) };
}

/** The online-ordering tables a merchant's records are named in by id (each `oo_` table with an id and a merchant). */
const recordTables = async (): Promise<string[]> =>
  (
    await queryRows<{ table_name: string }>(
      t.db,
      sql`select c.table_name from information_schema.columns c
        where c.table_schema = current_schema() and c.table_name like 'oo\_%' and c.column_name = 'id'
          and exists (select 1 from information_schema.columns m where m.table_schema = c.table_schema
                      and m.table_name = c.table_name and m.column_name = 'merchant_id')
        order by 1`,
    )
  ).map((row) => row.table_name);

/** Every online-ordering record of the demo's Corner Cafe, by table: ids of another merchant, and the proof they hold. */
async function cornerCafeRecords(): Promise<Record<string, { id: string }[]>> {
  const records: Record<string, { id: string }[]> = {};
  for (const table_name of await recordTables())
    records[table_name] = await queryRows<{ id: string }>(
      t.db,
      sql`select * from ${sql.identifier(table_name)} where merchant_id = ${MERCHANT.cornerCafe} order by id`,
    );
  return records;
}

let t: TTestApp;
/** A store user of an online-ordering merchant whose role has everything. */
let owner: TestClient;
let ownerMerchantId: number;
/** The same merchant's user whose role lacks Online ordering (the page is hidden from it). */
let hidden: TestClient;
/** A user whose role may open the pages but not change them (no Edit Online Ordering). */
let viewer: TestClient;
/** A user of a merchant that does not take online orders (the section's flag is off). */
let noFlag: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  const merchant = await createOnlineOrderingMerchant(t.db);
  ownerMerchantId = merchant.merchantId;
  // Delivery's operations check the add-on before the record, so the owner has it: the walk reaches the lookup.
  await t.db.insert(ooProductAddOns).values({ merchantId: merchant.merchantId, addOn: 'DELIVERY' });
  owner = await storeViewClient(t, merchant);
  await setRoleFeatures(t.db, merchant, merchant.roleIds.Manager, { [FEATURE_ID.onlineOrdering]: false });
  hidden = t.client();
  await hidden.logOn((await createUser(t.db, merchant, { role: 'Manager' })).userName);
  const other = await createOnlineOrderingMerchant(t.db);
  await setRoleFeatures(t.db, other, other.roleIds.Manager, { [EDIT_FEATURE_ID.onlineOrdering]: false });
  viewer = t.client();
  await viewer.logOn((await createUser(t.db, other, { role: 'Manager' })).userName);
  noFlag = await storeViewClient(t, await createMerchant(t.db));
});
afterAll(async () => {
  await t?.close();
});

describe('the walker', () => {
  it('walks every operation the modules declare', () => {
    const declared = GRAPHQL_MODULES.flatMap((m) => Object.keys(m.operations)).sort();
    expect(OPERATIONS.map((op) => op.name).sort()).toEqual(declared);
    expect(OPERATIONS.length).toBeGreaterThan(0);
  });

  it('every mutation refuses a user who may only look', () => {
    const operations = Object.assign({}, ...GRAPHQL_MODULES.map((m) => m.operations)) as Record<
      string,
      { readOnly?: unknown }
    >;
    expect(MUTATIONS.filter((op) => !operations[op.name]?.readOnly).map((op) => op.name)).toEqual([]);
  });
});

describe.each(OPERATIONS)('$kind $name', (op) => {
  it('is refused without a session (401)', async () => {
    const client = t.client();
    await client.fetchCsrf();
    const r = await gql(client, op.query, op.variables);
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ messageKey: API_ERROR_KEY.unauthenticated });
  });

  it('is refused without the CSRF header (403), having run nothing', async () => {
    const r = await gql(owner, op.query, op.variables, { csrf: false });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ messageKey: API_ERROR_KEY.csrf });
  });

  it("is refused to a role that cannot open its page, and where the merchant's flag is off", async () => {
    for (const client of [hidden, noFlag]) {
      const r = await gql(client, op.query, op.variables);
      expect(r.status).toBe(200);
      expect(gqlError(r)).toMatchObject({ statusCode: 403, messageKey: API_ERROR_KEY.forbidden });
      expect(r.body.data).toBeNull();
    }
  });

  it.runIf(op.kind === 'mutation')('is refused to a user who may only look', async () => {
    const r = await gql(viewer, op.query, op.variables);
    const messageKey = op.name in STAFF_ONLY ? API_ERROR_KEY.forbidden : OO_ERROR.readOnly;
    expect(gqlError(r)).toMatchObject({ statusCode: 403, messageKey });
  });
});

describe("another merchant's records", () => {
  it('walks every operation that takes an ID argument', () => {
    expect(BY_ID.length).toBeGreaterThanOrEqual(10);
  });

  it.each(BY_ID.filter((op) => !op.creates))('$kind $name answers 404 for each and changes nothing', async (op) => {
    const before = await cornerCafeRecords();
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(5);
    for (const id of Object.values(before).flatMap((rows) => rows.map((row) => row.id))) {
      const r = await gql(owner, op.query, { ...op.variables, ...Object.fromEntries(op.idArgs.map((a) => [a, id])) });
      expect({ id, error: gqlError(r) }).toMatchObject({ id, error: { statusCode: 404 } });
      expect(r.body.data).toBeNull();
    }
    expect(await cornerCafeRecords()).toEqual(before);
  });

  it.each(BY_ID.filter((op) => op.creates))('$kind $name never takes over one of them', async (op) => {
    const before = await cornerCafeRecords();
    for (const id of Object.values(before).flatMap((rows) => rows.map((row) => row.id))) {
      const r = await gql(owner, op.query, { ...op.variables, ...Object.fromEntries(op.idArgs.map((a) => [a, id])) });
      // A foreign table's id is free in this one (the caller's new record); the same table's is taken (409).
      expect([undefined, 409]).toContain(gqlError(r)?.statusCode);
    }
    expect(await cornerCafeRecords()).toEqual(before);
    // The caller's new records would be found by the other operations' walk (tests run shuffled): gone again.
    const ids = Object.values(before).flatMap((rows) => rows.map((row) => row.id));
    for (const table of await recordTables())
      await t.db.execute(
        sql`delete from ${sql.identifier(table)} where merchant_id = ${ownerMerchantId} and id in ${ids}`,
      );
  });
});

describe('staff-only operations', () => {
  it('every one is a declared operation', () => {
    expect(Object.keys(STAFF_ONLY).filter((name) => !OPERATIONS.some((op) => op.name === name))).toEqual([]);
  });

  it.each(OPERATIONS.filter((op) => op.name in STAFF_ONLY))(
    "$kind $name answers 404 to the provider's admin for another merchant and changes nothing",
    async (op) => {
      const admin = t.client();
      await admin.logOn('admin');
      await admin.post('/Account/SaveStoreContext?StoreId=0', { OverrideMerchantId: ownerMerchantId });
      const before = await cornerCafeRecords();
      const r = await gql(admin, op.query, STAFF_ONLY[op.name]!(MERCHANT.cornerCafe));
      expect(gqlError(r)).toMatchObject({ statusCode: 404 });
      expect(r.body.data).toBeNull();
      expect(await cornerCafeRecords()).toEqual(before);
    },
  );
});

describe('the endpoint', () => {
  it('answers a query over GET without a CSRF header, and refuses a mutation over GET', async () => {
    const query = encodeURIComponent('{ getTipsConfigurationSettings { enabled } }');
    const read = await owner.get(`${GRAPHQL_PATH}?query=${query}`);
    expect(read.status).toBe(200);
    expect(read.body.data.getTipsConfigurationSettings).toHaveProperty('enabled');
    const mutation = encodeURIComponent(
      'mutation { updateTipsConfigurationSettings(input: { enabled: true, suggestions: [] }) { enabled } }',
    );
    const refused = await owner.get(`${GRAPHQL_PATH}?query=${mutation}`);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.message).toMatch(/GET/);
    expect((await owner.get(`${GRAPHQL_PATH}?query=${query}`)).body.data.getTipsConfigurationSettings.enabled).toBe(
      false,
    );
  });

  it('answers a malformed or unknown document 400 with GraphQL errors carrying a status and key', async () => {
    for (const query of ['{ getTipsConfigurationSettings {', '{ noSuchOperation }']) {
      const r = await gql(owner, query);
      expect(r.status).toBe(400);
      expect(gqlError(r)).toMatchObject({ statusCode: 400, messageKey: API_ERROR_KEY.validation });
    }
  });

  it(`refuses a query nested deeper than ${GRAPHQL_MAX_DEPTH}`, async () => {
    const deep = '{ getTipsConfigurationSettings { suggestions { value } } }';
    expect((await gql(owner, deep)).status).toBe(200);
    const nested = Array.from({ length: GRAPHQL_MAX_DEPTH + 1 }, () => '__schema { types { fields { type {').join(' ');
    const r = await gql(owner, `{ ${nested} name ${'} } } }'.repeat(GRAPHQL_MAX_DEPTH + 1)} }`);
    expect(r.status).toBe(400);
  });

  it(`refuses a document selecting more than ${GRAPHQL_MAX_FIELDS} fields, aliases counted`, async () => {
    const aliases = (n: number) =>
      Array.from({ length: n }, (_, i) => `a${i}: getTipsConfigurationSettings { enabled }`).join(' ');
    expect((await gql(owner, `{ ${aliases(GRAPHQL_MAX_FIELDS / 2)} }`)).status).toBe(200);
    const r = await gql(owner, `{ ${aliases(GRAPHQL_MAX_FIELDS / 2 + 1)} }`);
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0]?.message).toMatch(/at most 400/);
  });
});

describe('countSelectedFields', () => {
  it.each([
    { doc: '{ a b c }', count: 3 },
    { doc: '{ a { b c } }', count: 3 },
    { doc: 'query Q { x: a y: a z: a }', count: 3 },
    { doc: '{ a { ...F } b { ...F } } fragment F on T { c d e }', count: 8 },
    { doc: '{ ... on Query { a b } }', count: 2 },
  ])('$doc counts $count', ({ doc, count }) => {
    expect([...countSelectedFields(parse(doc)).values()]).toEqual([count]);
  });
});
