import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EDIT_FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { RESELLER } from '@mp/contracts/access/resellers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT, STORE } from '../../demo/ids.ts';
import { startTestApp, type TTestApp } from '../../test/test-app.ts';

const REPORT_ONLY = [EDIT_FEATURE_ID.companyInformation, EDIT_FEATURE_ID.onlineOrdering, 201, 202, 203, 204];

let t: TTestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Merchant Portal</title>');
  fs.writeFileSync(path.join(webDist, 'app.js'), 'console.log(1)');
  t = await startTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('GET /Portal/GetPortalData', () => {
  it.each([
    {
      user: 'store',
      want: {
        merhantId: MERCHANT.cornerCafe,
        storeId: STORE.cornerCafe,
        hasStoreContext: true,
        featureIds: [],
        storeCode: `S${STORE.cornerCafe}`,
        userRole: 'Owner',
        userRoleRank: '1',
        supportStoreChange: false,
        ProductMode: 2,
        storeOperationMode: 1,
        timeout: 40,
        activeStoreCount: 1,
        canUpdatePayment: true,
      },
    },
    {
      user: 'company',
      want: {
        merhantId: MERCHANT.demoBistro,
        storeId: 0,
        hasStoreContext: false,
        launchFirstRunUnleashFlag: true,
        featureIds: [],
        isCompanyUser: true,
        supportStoreChange: true,
        isTableService: true,
        storeOperationMode: 2,
        activeStoreCount: 2,
      },
    },
    {
      user: 'admin',
      want: {
        merhantId: 0,
        storeId: 0,
        hasStoreContext: false,
        featureIds: [],
        storeName: '',
        merchantName: '',
        isAdminUser: true,
        supportStoreChange: true,
        userRole: 'Silver Admin',
      },
    },
    {
      user: 'partner',
      want: { merhantId: 0, resellerId: RESELLER.processor, isSilverPartner: true, userRole: 'Silver Partner' },
    },
    { user: 'bankstore', want: { merhantId: MERCHANT.harborBankDeli, resellerId: RESELLER.bank, ProductMode: 1 } },
    { user: 'pastdue', want: { merhantId: MERCHANT.latePaymentTacos, storeId: STORE.latePaymentTacos } },
    // A present id hides its item: this role lacks the report-only features, so it lands on My Store.
    {
      user: 'reports',
      want: {
        merhantId: MERCHANT.cornerCafe,
        storeId: STORE.cornerCafe,
        featureIds: REPORT_ONLY,
        userRole: 'Reports Viewer',
      },
    },
  ])('$user', async ({ user, want }) => {
    const c = t.client();
    await c.logOn(user);
    const r = await c.get('/Portal/GetPortalData');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      ...want,
      userName: user,
      AppEnvironment: 'test',
      featConfigurableRolePermissions: 'N',
    });
  });
});

describe('GET /Reseller/GetResellerConfiguration', () => {
  it('brands the bank reseller and hides the essentials link for it; answers each billing contact the reseller gave', async () => {
    const c = t.client();
    expect((await c.get(`/Reseller/GetResellerConfiguration?ResellerId=${RESELLER.bank}`)).body).toEqual({
      ResellerId: RESELLER.bank,
      ResellerName: 'First Community Bank',
      Theme: 'bank',
      LogoText: 'First Community Bank',
      ShowEssentialsLink: false,
      EssentialsUrl: '',
      BillingPhone: '+1 800 555 0177',
      BillingEmail: '',
      BillingUrl: '',
      ManagerPlatformUrl: '',
    });
    expect((await c.get(`/Reseller/GetResellerConfiguration?ResellerId=${RESELLER.provider}`)).body).toMatchObject({
      Theme: 'default',
      ShowEssentialsLink: true,
      BillingPhone: '+1 800 555 0142',
      BillingEmail: 'billing@silver.example.com',
      BillingUrl: 'https://billing.silver.example.com',
      ManagerPlatformUrl: 'https://manager.example.com/login',
    });
    expect((await c.get('/Reseller/GetResellerConfiguration?ResellerId=424242')).status).toBe(404);
    const bad = await c.get('/Reseller/GetResellerConfiguration?ResellerId=abc');
    expect(bad.body).toMatchObject({ statusCode: 400, field: 'ResellerId' });
  });
});

describe('web app', () => {
  it('serves the login page at /, files, falls back to index.html for deep links, and sets a CSP', async () => {
    const c = t.client();
    const asset = await c.get('/app.js', { headers: { accept: '*/*' } });
    expect(asset.text).toBe('console.log(1)');
    const root = await c.get('/', { headers: { accept: 'text/html' } });
    expect(root.status).toBe(200);
    expect(root.text).toContain('Merchant Portal');
    const deep = await c.get('/Portal/NewIndex/mystore', { headers: { accept: 'text/html' } });
    expect(deep.status).toBe(200);
    expect(deep.text).toContain('Merchant Portal');
    const csp = deep.headers.get('content-security-policy')!;
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-src 'self'");
    const api = await c.get('/Portal/Unknown', { headers: { accept: 'application/json' } });
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ messageKey: 'common.errors.notFound' });
  });
});
