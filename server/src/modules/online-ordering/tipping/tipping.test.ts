import { EDIT_FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import {
  defaultTipsConfiguration,
  TIPPING_ERROR,
  type TTipsConfiguration,
} from '@mp/contracts/online-ordering/tipping';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog } from '../../../db/schema.ts';
import { createUser } from '../../../test/factories/accounts.ts';
import { createOnlineOrderingMerchant } from '../../../test/factories/online-ordering.ts';
import { setRoleFeatures } from '../../../test/factories/user-roles.ts';
import { companyViewClient, storeViewClient } from '../../../test/factories/view-clients.ts';
import { gql, gqlError } from '../../../test/graphql.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const READ = '{ getTipsConfigurationSettings { enabled suggestions { description value isDefault } } }';
const WRITE = `mutation Save($input: TipsConfigurationInput!) {
  updateTipsConfigurationSettings(input: $input) { enabled suggestions { description value isDefault } }
}`;

const read = async (c: TestClient): Promise<TTipsConfiguration> => {
  const r = await gql(c, READ);
  expect(r.body.errors).toBeUndefined();
  return r.body.data.getTipsConfigurationSettings;
};
const save = (c: TestClient, input: unknown) => gql(c, WRITE, { input });

const CHANGED: TTipsConfiguration = {
  enabled: true,
  suggestions: [
    { description: 'Sug 1 10%', value: 10, isDefault: false },
    { description: 'Sug 2 12.5%', value: 12.5, isDefault: true },
    { description: 'Sug 3 25%', value: 25, isDefault: false },
  ],
};

describe('tipping', () => {
  it('answers the defaults before the first save, then what was saved, and logs the change', async () => {
    const merchant = await createOnlineOrderingMerchant(t.db);
    const clerk = await storeViewClient(t, merchant);
    expect(await read(clerk)).toEqual(defaultTipsConfiguration());

    const r = await save(clerk, CHANGED);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.updateTipsConfigurationSettings).toEqual(CHANGED);
    expect(await read(clerk)).toEqual(CHANGED);

    const [entry] = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.merchantId, merchant.merchantId), eq(changeLog.entity, 'onlineOrdering')));
    expect(entry).toMatchObject({ entityName: 'Tipping', storeId: merchant.storeIds[0] });
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { Field: 'enabled', Before: false, After: true },
        { Field: 'suggestion2', Before: 18, After: 12.5 },
        { Field: 'default', Before: null, After: 2 },
      ]),
    );
  });

  it.each([
    {
      what: 'a percent over 100',
      input: { ...CHANGED, suggestions: [{ ...CHANGED.suggestions[0]!, value: 101 }, ...CHANGED.suggestions.slice(1)] },
      field: 'input.suggestions.0.value',
      key: TIPPING_ERROR.percent,
    },
    {
      what: 'a negative percent',
      input: {
        ...CHANGED,
        suggestions: [...CHANGED.suggestions.slice(0, 2), { ...CHANGED.suggestions[2]!, value: -1 }],
      },
      field: 'input.suggestions.2.value',
      key: TIPPING_ERROR.percent,
    },
    {
      what: 'two defaults',
      input: { ...CHANGED, suggestions: CHANGED.suggestions.map((s) => ({ ...s, isDefault: true })) },
      field: 'input.suggestions',
      key: TIPPING_ERROR.oneDefault,
    },
    {
      what: 'two suggestions',
      input: { ...CHANGED, suggestions: CHANGED.suggestions.slice(1) },
      field: 'input.suggestions',
      key: 'common.errors.validation',
    },
  ])('refuses $what naming the field, and saves nothing', async ({ input, field, key }) => {
    const merchant = await createOnlineOrderingMerchant(t.db);
    const clerk = await storeViewClient(t, merchant);
    const r = await save(clerk, input);
    expect(gqlError(r)).toMatchObject({ statusCode: 400, messageKey: key, field });
    expect(await read(clerk)).toEqual(defaultTipsConfiguration());
  });

  it("is a store's own: another merchant's save changes nothing here", async () => {
    const mine = await storeViewClient(t, await createOnlineOrderingMerchant(t.db));
    const theirs = await storeViewClient(t, await createOnlineOrderingMerchant(t.db));
    await save(theirs, CHANGED);
    expect(await read(mine)).toEqual(defaultTipsConfiguration());
    expect(await read(theirs)).toEqual(CHANGED);
  });

  it('refuses the company view of several stores (StoreView), and takes the company view of one store', async () => {
    const several = await companyViewClient(t, await createOnlineOrderingMerchant(t.db, { storeCount: 2 }));
    expect(gqlError(await gql(several, READ))).toMatchObject({ statusCode: 409, messageKey: OO_ERROR.storeView });
    expect(gqlError(await save(several, CHANGED))).toMatchObject({ statusCode: 409, messageKey: OO_ERROR.storeView });
    const one = await companyViewClient(t, await createOnlineOrderingMerchant(t.db, { storeCount: 1 }));
    expect(await read(one)).toEqual(defaultTipsConfiguration());
  });

  it('lets a user without the edit permission read but not save', async () => {
    const merchant = await createOnlineOrderingMerchant(t.db);
    await setRoleFeatures(t.db, merchant, merchant.roleIds.Manager, { [EDIT_FEATURE_ID.onlineOrdering]: false });
    const viewer = t.client();
    await viewer.logOn((await createUser(t.db, merchant, { role: 'Manager' })).userName);
    expect(await read(viewer)).toEqual(defaultTipsConfiguration());
    expect(gqlError(await save(viewer, CHANGED))).toMatchObject({ statusCode: 403, messageKey: OO_ERROR.readOnly });
    expect(await read(viewer)).toEqual(defaultTipsConfiguration());
  });
});
