import { EDIT_FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import { PRIVACY_ERROR, PRIVACY_POLICY_MAX, type TPrivacyPolicy } from '@mp/contracts/online-ordering/privacy-policy';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog } from '../../../db/schema.ts';
import { createUser } from '../../../test/factories/accounts.ts';
import { createOnlineOrderingMerchant } from '../../../test/factories/online-ordering.ts';
import { setRoleFeatures } from '../../../test/factories/user-roles.ts';
import { companyViewClient, storeViewClient } from '../../../test/factories/view-clients.ts';
import { gql, gqlError } from '../../../test/graphql.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../../test/test-app.ts';
import { PROVIDER_PRIVACY_POLICY } from './provider-privacy-policy.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const READ = '{ getPrivacyPolicy { companyPrivacyPolicy providerPrivacyPolicy } }';
const WRITE = `mutation Save($text: String!) {
  updatePrivacyPolicy(companyPrivacyPolicy: $text) { companyPrivacyPolicy providerPrivacyPolicy }
}`;

const read = async (c: TestClient): Promise<TPrivacyPolicy> => {
  const r = await gql(c, READ);
  expect(r.body.errors).toBeUndefined();
  return r.body.data.getPrivacyPolicy;
};
const save = (c: TestClient, text: string) => gql(c, WRITE, { text });
const POLICY = '# Our policy\n\nWe keep your phone number only until your order is picked up.';

describe('privacy policy', () => {
  it("answers Corner Cafe's demo policy and the provider's", async () => {
    const store = t.client();
    await store.logOn('store');
    const policy = await read(store);
    expect(policy.companyPrivacyPolicy).toMatch(/^# Corner Cafe privacy policy/);
    expect(policy.providerPrivacyPolicy).toBe(PROVIDER_PRIVACY_POLICY);
  });

  it('answers an empty company policy before the first save, then what was saved, and logs the change', async () => {
    const merchant = await createOnlineOrderingMerchant(t.db);
    const clerk = await storeViewClient(t, merchant);
    expect(await read(clerk)).toEqual({ companyPrivacyPolicy: '', providerPrivacyPolicy: PROVIDER_PRIVACY_POLICY });

    const r = await save(clerk, POLICY);
    expect(gqlError(r)).toBeUndefined();
    expect(r.body.data.updatePrivacyPolicy.companyPrivacyPolicy).toBe(POLICY);
    expect((await read(clerk)).companyPrivacyPolicy).toBe(POLICY);
    await save(clerk, `${POLICY}\nUpdated.`);
    expect((await read(clerk)).companyPrivacyPolicy).toBe(`${POLICY}\nUpdated.`);

    const entries = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.merchantId, merchant.merchantId), eq(changeLog.entityName, 'Privacy policy')));
    expect(entries.map((e) => e.changes)).toEqual(
      expect.arrayContaining([[{ Field: 'companyPrivacyPolicy', Before: '', After: POLICY }]]),
    );
    expect(entries).toHaveLength(2);
  });

  it.each([
    { what: 'an empty policy', text: '', key: PRIVACY_ERROR.empty },
    { what: 'a policy of blanks', text: ' \n ', key: PRIVACY_ERROR.empty },
    { what: `a policy over ${PRIVACY_POLICY_MAX} characters`, text: 'x'.repeat(10_001), key: PRIVACY_ERROR.tooLong },
  ])('refuses $what naming the field, and keeps the saved one', async ({ text, key }) => {
    const clerk = await storeViewClient(t, await createOnlineOrderingMerchant(t.db));
    await save(clerk, POLICY);
    expect(gqlError(await save(clerk, text))).toMatchObject({
      statusCode: 400,
      messageKey: key,
      field: 'companyPrivacyPolicy',
    });
    expect((await read(clerk)).companyPrivacyPolicy).toBe(POLICY);
  });

  it('takes exactly the limit', async () => {
    const clerk = await storeViewClient(t, await createOnlineOrderingMerchant(t.db));
    expect(gqlError(await save(clerk, 'x'.repeat(PRIVACY_POLICY_MAX)))).toBeUndefined();
  });

  it("is the company's: the company view of several stores and each store's view share it", async () => {
    const merchant = await createOnlineOrderingMerchant(t.db, { storeCount: 2 });
    const company = await companyViewClient(t, merchant);
    expect(gqlError(await save(company, POLICY))).toBeUndefined();
    expect((await read(await storeViewClient(t, merchant))).companyPrivacyPolicy).toBe(POLICY);
  });

  it("is a merchant's own: another merchant's save changes nothing here", async () => {
    const mine = await storeViewClient(t, await createOnlineOrderingMerchant(t.db));
    const theirs = await storeViewClient(t, await createOnlineOrderingMerchant(t.db));
    await save(theirs, POLICY);
    expect((await read(mine)).companyPrivacyPolicy).toBe('');
    expect((await read(theirs)).companyPrivacyPolicy).toBe(POLICY);
  });

  it('lets a user without the edit permission read but not save', async () => {
    const merchant = await createOnlineOrderingMerchant(t.db);
    await setRoleFeatures(t.db, merchant, merchant.roleIds.Manager, { [EDIT_FEATURE_ID.onlineOrdering]: false });
    const viewer = t.client();
    await viewer.logOn((await createUser(t.db, merchant, { role: 'Manager' })).userName);
    expect(gqlError(await save(viewer, POLICY))).toMatchObject({ statusCode: 403, messageKey: OO_ERROR.readOnly });
    expect((await read(viewer)).companyPrivacyPolicy).toBe('');
  });
});
