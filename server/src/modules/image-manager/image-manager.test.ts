import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import { EDIT_FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import {
  IMAGE_MANAGER_ERROR as E,
  IMAGE_MANAGER_PATH as PATH,
  IMAGE_MANAGER_QUERY,
  IMAGE_MAX_BYTES,
  type TImageManager,
  type TImageType,
} from '@mp/contracts/image-manager';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, companyInformation, featureFlagValues, merchantImages } from '../../db/schema.ts';
import { FIRST_CREATED_ID, GENERATED_MERCHANT, MERCHANT, STORE } from '../../demo/ids.ts';
import { createMerchant, type TMerchantFixture } from '../../test/factories/accounts.ts';
import { setFlags } from '../../test/factories/feature-flags.ts';
import { setRoleFeatures } from '../../test/factories/user-roles.ts';
import { companyViewClient, storeViewClient } from '../../test/factories/view-clients.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ALL_FLAGS = {
  [ACCESS_FLAG.imageManager]: true,
  [ACCESS_FLAG.merchantLogo]: true,
  [ACCESS_FLAG.customerDisplayImage]: true,
};
const query = `?jsonFormat=${IMAGE_MANAGER_QUERY.jsonFormat}`;

/** A picture made now by the same decoder the server uses (no image files in the repository). */
const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' = 'png') => {
  const image = sharp({ create: { width, height, channels: 3, background: '#336699' } });
  return (format === 'png' ? image.png() : format === 'jpeg' ? image.jpeg() : image.gif()).toBuffer();
};
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="700"><rect width="1200" height="700"/></svg>',
);

/** The upload as a browser's FormData sends it, from the client's session with its CSRF header. */
async function upload(
  client: TestClient,
  fields: { merchantId?: number | string; imageType?: TImageType | string },
  file: Buffer | null,
  fileName = 'image.png',
  type = 'image/png',
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, String(v));
  if (file) form.append('file', new Blob([new Uint8Array(file)], { type }), fileName);
  const res = await fetch(client.baseUrl + PATH.upload, {
    method: 'POST',
    body: form,
    headers: {
      accept: 'application/json',
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-csrf-token': client.csrfToken ?? '',
    },
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const get = async (client: TestClient): Promise<TImageManager> => {
  const r = await client.post(PATH.get + query, {});
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.entity as TImageManager;
};
const update = (client: TestClient, body: Record<string, unknown>) => client.post(PATH.update + query, body);

type TWorld = { merchant: TMerchantFixture; company: TestClient; store: TestClient };
/** A company of two stores with every image flag on: its company view and a user of its first store. */
async function twoStores(): Promise<TWorld> {
  const merchant = await createMerchant(t.db, { storeCount: 2 });
  await setFlags(t.db, merchant.company, ALL_FLAGS);
  return { merchant, company: await companyViewClient(t, merchant), store: await storeViewClient(t, merchant) };
}

async function uploaded(client: TestClient, merchantId: number, type: TImageType, file: Buffer): Promise<string> {
  const r = await upload(client, { merchantId, imageType: type }, file);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.entity.imageUrl as string;
}

describe('GetImageManager', () => {
  it("answers Corner Cafe's seeded images; the logo is Company information's, served without a session", async () => {
    const store = t.client();
    await store.logOn('store');
    const entity = await get(store);
    expect(entity).toMatchObject({
      merchantId: MERCHANT.cornerCafe,
      storeId: STORE.cornerCafe,
      companyImageAssignments: { customerDisplayImageStores: [STORE.cornerCafe] },
      // One store: the store is the company, so there is no override.
      storeImages: null,
    });
    expect(entity.companyImages.merchantLogoUrl).toMatch(/^\/ImageManager\/Image\/[0-9a-f]{64}$/);
    const [info] = await t.db
      .select({ url: companyInformation.merchantLogoUrl })
      .from(companyInformation)
      .where(eq(companyInformation.merchantId, MERCHANT.cornerCafe));
    expect(info?.url).toBe(entity.companyImages.merchantLogoUrl);

    const served = await t.client().get(entity.companyImages.merchantLogoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(
      Buffer.from(await (await fetch(t.baseUrl + entity.companyImages.merchantLogoUrl)).arrayBuffer()),
    ).metadata();
    expect([meta.width, meta.height]).toEqual([480, 270]);
  });

  it('keeps the flags off for every merchant the demo does not name (Sample Merchant 001 among them)', async () => {
    const flagged = await t.db
      .selectDistinct({ merchantId: featureFlagValues.merchantId })
      .from(featureFlagValues)
      .where(
        and(
          inArray(featureFlagValues.flagName, Object.keys(ALL_FLAGS)),
          // The demo's own merchants: those this file's other tests create come after them.
          lt(featureFlagValues.merchantId, FIRST_CREATED_ID),
        ),
      );
    expect(flagged.map((f) => f.merchantId).sort()).toEqual([MERCHANT.demoBistro, MERCHANT.cornerCafe].sort());
    expect(flagged.map((f) => f.merchantId)).not.toContain(GENERATED_MERCHANT.idOf(0));
  });

  it('is refused without the flag, without a session, and to another merchant', async () => {
    const merchant = await createMerchant(t.db);
    const owner = await storeViewClient(t, merchant);
    expect((await owner.post(PATH.get + query, {})).status).toBe(403);
    const anonymous = t.client();
    await anonymous.fetchCsrf();
    expect((await anonymous.post(PATH.get + query, {})).status).toBe(401);
    expect((await upload(anonymous, { merchantId: MERCHANT.cornerCafe, imageType: 'merchantLogo' }, null)).status).toBe(
      401,
    );
  });
});

describe('UploadImage', () => {
  it('judges the decoded file: size, type, resolution; never its name or declared type', async () => {
    const { merchant, company } = await twoStores();
    const m = merchant.merchantId;
    const cases: [string, TImageType, Buffer, string, number, string][] = [
      ['a logo too small', 'merchantLogo', await picture(479, 270), 'logo.png', 400, E.logoTooSmall],
      ['a display image too small', 'customerDisplayImage', await picture(1024, 599), 'd.png', 400, E.displayTooSmall],
      ['past 3840×2160', 'customerDisplayImage', await picture(3841, 2160), 'd.png', 400, E.resolutionTooHigh],
      ['an SVG', 'customerDisplayImage', SVG, 'd.svg', 400, E.displayInvalidType],
      ['text named .png', 'merchantLogo', Buffer.from('not an image at all'), 'logo.png', 400, E.logoInvalidType],
      ['a GIF as the logo', 'merchantLogo', await picture(480, 270, 'gif'), 'logo.png', 400, E.logoInvalidType],
      ['5 MB and one byte', 'merchantLogo', Buffer.alloc(IMAGE_MAX_BYTES + 1, 1), 'logo.png', 413, E.fileTooLarge],
    ];
    for (const [label, imageType, file, name, status, key] of cases) {
      const r = await upload(company, { merchantId: m, imageType }, file, name);
      expect({ label, status: r.status, key: r.body.messageKey, field: r.body.field }).toEqual({
        label,
        status,
        key,
        field: 'file',
      });
    }
    expect(await t.db.select().from(merchantImages).where(eq(merchantImages.merchantId, m))).toEqual([]);

    const gif = await upload(
      company,
      { merchantId: m, imageType: 'customerDisplayImage' },
      await picture(1024, 600, 'gif'),
      'x.txt',
      'text/plain',
    );
    expect(gif.status, JSON.stringify(gif.body)).toBe(200);
    expect(gif.body.entity).toMatchObject({ format: 'gif', width: 1024, height: 600 });
    const served = await t.client().get(gif.body.entity.imageUrl as string);
    expect(served.headers.get('content-type')).toBe('image/gif');
  });

  it('re-encodes PNG and JPEG without their metadata; the same file twice is one image', async () => {
    const { merchant, company } = await twoStores();
    const jpeg = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#aa3300' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-text' } } })
      .jpeg()
      .toBuffer();
    expect(jpeg.includes('secret-exif-text')).toBe(true);
    const first = await uploaded(company, merchant.merchantId, 'merchantLogo', jpeg);
    expect(await uploaded(company, merchant.merchantId, 'merchantLogo', jpeg)).toBe(first);
    const rows = await t.db.select().from(merchantImages).where(eq(merchantImages.merchantId, merchant.merchantId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.bytes.includes('secret-exif-text')).toBe(false);
    expect(rows[0]).toMatchObject({ contentType: 'image/jpeg', width: 600, height: 300 });
  });

  it("refuses a missing or another merchant's id, a missing file, and company images in a store view", async () => {
    const { merchant, company, store } = await twoStores();
    const png = await picture(480, 270);
    const missing = await upload(company, { imageType: 'merchantLogo' }, png);
    expect(missing).toMatchObject({ status: 400, body: { messageKey: E.merchantRequired, field: 'merchantId' } });
    const other = await upload(company, { merchantId: MERCHANT.cornerCafe, imageType: 'merchantLogo' }, png);
    expect(other).toMatchObject({ status: 403, body: { messageKey: E.merchantRequired } });
    const noFile = await upload(company, { merchantId: merchant.merchantId, imageType: 'merchantLogo' }, null);
    expect(noFile).toMatchObject({ status: 400, body: { messageKey: E.fileRequired, field: 'file' } });
    const inStore = await upload(store, { merchantId: merchant.merchantId, imageType: 'merchantLogo' }, png);
    expect(inStore).toMatchObject({ status: 403, body: { messageKey: E.companyViewOnly } });
    const overrideInCompany = await upload(
      company,
      { merchantId: merchant.merchantId, imageType: 'customerDisplayImageOverride' },
      await picture(1024, 600),
    );
    expect(overrideInCompany).toMatchObject({ status: 403, body: { messageKey: E.storeViewOnly } });
    const notJson = await company.post(PATH.upload, { merchantId: merchant.merchantId });
    expect(notJson.status).toBe(400);
  });
});

describe('UpdateImageManager', () => {
  it('sets, assigns and deletes the company images: each save logged once, a stale checksum 409', async () => {
    const { merchant, company } = await twoStores();
    const m = merchant.merchantId;
    const logoUrl = await uploaded(company, m, 'merchantLogo', await picture(480, 270));
    const displayUrl = await uploaded(company, m, 'customerDisplayImage', await picture(1024, 600, 'jpeg'));
    const loaded = await get(company);
    expect(loaded.storeImages).toBeNull();
    expect(loaded.stores.map((s) => s.storeId).sort()).toEqual([...merchant.storeIds].sort());

    const saved = await update(company, {
      companyImages: { merchantLogoUrl: logoUrl, customerDisplayImageUrl: displayUrl },
      companyImageAssignments: { customerDisplayImageStores: [merchant.storeIds[1], merchant.storeIds[1]] },
      ConcurrencyChecksum: loaded.ConcurrencyChecksum,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.entity).toMatchObject({
      companyImages: { merchantLogoUrl: logoUrl, customerDisplayImageUrl: displayUrl },
      companyImageAssignments: { customerDisplayImageStores: [merchant.storeIds[1]] },
    });
    const entity = saved.body.entity as TImageManager;
    // Company information shows the same logo, and its own form is now stale.
    const info = await company.post('/Company/GetCompanyContactInfoAndIndustry');
    expect(info.body.Entity).toMatchObject({ merchantLogoUrl: logoUrl, ConcurrencyChecksum: '1' });

    const stale = await update(company, {
      companyImages: { merchantLogoUrl: '' },
      ConcurrencyChecksum: loaded.ConcurrencyChecksum,
    });
    expect(stale).toMatchObject({ status: 409, body: { messageKey: E.staleChecksum } });

    const replace = await update(company, {
      companyImages: { customerDisplayImageUrl: logoUrl },
      ConcurrencyChecksum: entity.ConcurrencyChecksum,
    });
    expect(replace).toMatchObject({ status: 409, body: { messageKey: E.imageExists } });

    const deleted = await update(company, {
      companyImages: { merchantLogoUrl: '' },
      ConcurrencyChecksum: entity.ConcurrencyChecksum,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.entity.companyImages).toEqual({ merchantLogoUrl: '', customerDisplayImageUrl: displayUrl });

    const entries = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.merchantId, m), eq(changeLog.entity, 'imageManager')))
      .orderBy(changeLog.id);
    expect(entries.map((e) => e.changes.map((c) => c.Field))).toEqual([
      ['merchantLogoUrl', 'customerDisplayImageUrl', 'customerDisplayImageStores'],
      ['merchantLogoUrl'],
    ]);
    expect(entries[1]!.changes[0]).toMatchObject({ Before: logoUrl, After: '' });
  });

  it('refuses URLs that are no image of the merchant, a GIF as the logo, and stores of another company', async () => {
    const { merchant, company } = await twoStores();
    const gifUrl = await uploaded(
      company,
      merchant.merchantId,
      'customerDisplayImage',
      await picture(1024, 600, 'gif'),
    );
    const cornerCafe = await get(await signedIn('store'));
    const { ConcurrencyChecksum } = await get(company);
    const refusals: [Record<string, unknown>, number, string, string][] = [
      [{ companyImages: { merchantLogoUrl: gifUrl } }, 400, E.logoInvalidType, 'companyImages.merchantLogoUrl'],
      [
        { companyImages: { merchantLogoUrl: cornerCafe.companyImages.merchantLogoUrl } },
        400,
        E.unknownImage,
        'companyImages.merchantLogoUrl',
      ],
      [
        { companyImages: { customerDisplayImageUrl: 'https://example.com/x.png' } },
        400,
        E.unknownImage,
        'companyImages.customerDisplayImageUrl',
      ],
      [
        { companyImageAssignments: { customerDisplayImageStores: [STORE.cornerCafe] } },
        400,
        E.unknownStore,
        'companyImageAssignments.customerDisplayImageStores',
      ],
      [
        { storeImages: { customerDisplayImageOverrideUrl: '' } },
        403,
        E.storeViewOnly,
        'storeImages.customerDisplayImageOverrideUrl',
      ],
    ];
    for (const [body, status, key, field] of refusals) {
      const r = await update(company, { ...body, ConcurrencyChecksum });
      expect({ body, status: r.status, key: r.body.messageKey, field: r.body.field }).toEqual({
        body,
        status,
        key,
        field,
      });
    }
  });

  it('lets a store of the company set and delete its own override, and only its own', async () => {
    const { merchant, company, store } = await twoStores();
    const url = await uploaded(store, merchant.merchantId, 'customerDisplayImageOverride', await picture(1024, 600));
    const loaded = await get(store);
    expect(loaded).toMatchObject({
      storeId: merchant.storeIds[0],
      storeImages: { customerDisplayImageOverrideUrl: '' },
    });
    const logo = await update(store, {
      companyImages: { merchantLogoUrl: '' },
      ConcurrencyChecksum: loaded.ConcurrencyChecksum,
    });
    expect(logo).toMatchObject({ status: 403, body: { messageKey: E.companyViewOnly } });
    const saved = await update(store, {
      storeImages: { customerDisplayImageOverrideUrl: url },
      ConcurrencyChecksum: loaded.ConcurrencyChecksum,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.entity.storeImages).toEqual({ customerDisplayImageOverrideUrl: url });
    // The other store has none; the company view shows no store's override.
    expect((await get(await storeViewClient(t, merchant, merchant.storeIds[1]))).storeImages).toEqual({
      customerDisplayImageOverrideUrl: '',
    });
    expect((await get(company)).storeImages).toBeNull();
    const [entry] = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.merchantId, merchant.merchantId), eq(changeLog.entity, 'imageManager')));
    expect(entry).toMatchObject({ storeId: merchant.storeIds[0] });

    const cleared = await update(store, {
      storeImages: { customerDisplayImageOverrideUrl: '' },
      ConcurrencyChecksum: saved.body.entity.ConcurrencyChecksum,
    });
    expect(cleared.body.entity.storeImages).toEqual({ customerDisplayImageOverrideUrl: '' });
  });

  it('removes images nothing names once they are an hour old, never younger ones or ones in use', async () => {
    const { merchant, company } = await twoStores();
    const m = merchant.merchantId;
    const inUse = await uploaded(company, m, 'merchantLogo', await picture(480, 270));
    const loaded = await get(company);
    const saved = await update(company, {
      companyImages: { merchantLogoUrl: inUse },
      ConcurrencyChecksum: loaded.ConcurrencyChecksum,
    });
    const old = await uploaded(company, m, 'merchantLogo', await picture(500, 300));
    await t.db.execute(
      sql`update merchant_images set created_at = now() - interval '2 hours' where merchant_id = ${m}`,
    );
    const young = await uploaded(company, m, 'customerDisplayImage', await picture(1024, 600));
    const assigned = await update(company, {
      companyImageAssignments: { customerDisplayImageStores: [merchant.storeIds[0]] },
      ConcurrencyChecksum: saved.body.entity.ConcurrencyChecksum,
    });
    expect(assigned.status).toBe(200);
    const hashes = (await t.db.select().from(merchantImages).where(eq(merchantImages.merchantId, m))).map(
      (r) => `${PATH.image}/${r.sha256.toString('hex')}`,
    );
    expect(hashes.sort()).toEqual([inUse, young].sort());
    expect((await t.client().get(old)).status).toBe(404);
  });

  it('refuses a flag that is off and a view-only role', async () => {
    const merchant = await createMerchant(t.db, { storeCount: 2 });
    await setFlags(t.db, merchant.company, { [ACCESS_FLAG.imageManager]: true, [ACCESS_FLAG.merchantLogo]: true });
    const company = await companyViewClient(t, merchant);
    const display = await upload(
      company,
      { merchantId: merchant.merchantId, imageType: 'customerDisplayImage' },
      await picture(1024, 600),
    );
    expect(display).toMatchObject({ status: 403, body: { messageKey: E.featureOff } });
    await setRoleFeatures(t.db, merchant, merchant.roleIds.Owner, { [EDIT_FEATURE_ID.companyInformation]: false });
    const { ConcurrencyChecksum } = await get(company);
    const r = await update(company, { companyImages: { merchantLogoUrl: '' }, ConcurrencyChecksum });
    expect(r).toMatchObject({ status: 403, body: { messageKey: E.viewOnly } });
  });
});

describe('the image URL', () => {
  it('answers 404 for an unknown hash, 400 for no hash, and 304 to a revalidation', async () => {
    const anonymous = t.client();
    const unknown = await anonymous.get(`${PATH.image}/${'0'.repeat(64)}`);
    expect(unknown.status).toBe(404);
    expect((await anonymous.get(`${PATH.image}/not-a-hash`)).body).toMatchObject({
      messageKey: API_ERROR_KEY.validation,
    });
    const { companyImages } = await get(await signedIn('store'));
    const hash = companyImages.customerDisplayImageUrl.split('/').at(-1)!;
    const again = await anonymous.get(companyImages.customerDisplayImageUrl, {
      headers: { 'if-none-match': `"${hash}"` },
    });
    expect(again.status).toBe(304);
  });
});

async function signedIn(userName: string): Promise<TestClient> {
  const client = t.client();
  await client.logOn(userName);
  return client;
}
