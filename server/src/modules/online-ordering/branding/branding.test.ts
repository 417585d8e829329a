import { EDIT_FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import {
  BRANDING_CONFIGURATION_SETTINGS_ID,
  BRANDING_ERROR as E,
  BRANDING_KEY,
  BRANDING_MAX_BYTES,
  BRANDING_PATH as PATH,
  type TBrandingImages,
} from '@mp/contracts/online-ordering/branding';
import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, merchantImages, ooBrandingImages } from '../../../db/schema.ts';
import { MERCHANT } from '../../../demo/ids.ts';
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

const READ = `{ getBrandingImages {
  logo { id imageName cdnUrl imageFormat tags fileName originalDimension { width height } status fileSize uploadTime
         auditTrail { timestamp username } }
  banner { id imageName cdnUrl imageFormat fileName originalDimension { width height } auditTrail { username } }
} }`;

const read = async (c: TestClient): Promise<TBrandingImages> => {
  const r = await gql(c, READ);
  expect(r.body.errors).toBeUndefined();
  return r.body.data.getBrandingImages;
};

/** A picture made now (no image files in the repository). */
const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' = 'png') => {
  const image = sharp({ create: { width, height, channels: 3, background: '#aa3355' } });
  return (format === 'png' ? image.png() : format === 'jpeg' ? image.jpeg() : image.gif()).toBuffer();
};
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300"><rect width="800" height="300"/></svg>',
);

type TFields = { key?: string; configurationSettingsId?: string; imageId?: string };

/** The call as the screen's FormData sends it, from the client's session with its CSRF header. */
async function send(
  client: TestClient,
  path: string,
  fields: TFields,
  file: Buffer | null,
  fileName = 'logo.png',
  csrf = true,
) {
  const form = new FormData();
  const all = { configurationSettingsId: BRANDING_CONFIGURATION_SETTINGS_ID, ...fields };
  for (const [k, v] of Object.entries(all)) if (v !== undefined) form.append(k, v);
  if (file) form.append('imageFile', new Blob([new Uint8Array(file)], { type: 'image/png' }), fileName);
  const res = await fetch(client.baseUrl + path, {
    method: 'POST',
    body: form,
    headers: {
      accept: 'application/json',
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      ...(csrf ? { 'x-csrf-token': client.csrfToken ?? '' } : {}),
    },
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}
const upload = (c: TestClient, key: string, file: Buffer | null, name?: string) =>
  send(c, PATH.upload, { key }, file, name);
const replace = (c: TestClient, key: string, imageId: string | undefined, file: Buffer | null, name?: string) =>
  send(c, PATH.replace, { key, imageId }, file, name);

const newClerk = async () => storeViewClient(t, await createOnlineOrderingMerchant(t.db));

describe('branding images', () => {
  it("answers Corner Cafe's demo logo and no banner", async () => {
    const store = t.client();
    await store.logOn('store');
    const images = await read(store);
    expect(images.banner).toBeNull();
    expect(images.logo).toMatchObject({
      imageName: 'logo',
      imageFormat: 'PNG',
      fileName: 'corner-cafe-logo.png',
      status: 'ACTIVE',
      tags: [BRANDING_KEY.logo],
      auditTrail: { username: 'store' },
    });
    expect(images.logo!.cdnUrl).toMatch(/^\/ImageManager\/Image\/[0-9a-f]{64}$/);
  });

  it('uploads a logo and a banner, re-encoded, served like the image manager, with who and when', async () => {
    const merchant = await createOnlineOrderingMerchant(t.db);
    const clerk = await storeViewClient(t, merchant);
    expect(await read(clerk)).toEqual({ banner: null, logo: null });

    const r = await upload(clerk, BRANDING_KEY.logo, await picture(1200, 450, 'jpeg'), 'C:\\photos\\our logo.jpg');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.entity).toMatchObject({
      imageName: 'logo',
      imageFormat: 'JPEG',
      fileName: 'our logo.jpg',
      originalDimension: { width: 1200, height: 450 },
    });
    const b = await upload(clerk, BRANDING_KEY.banner, await picture(970, 200));
    expect(b.status).toBe(200);

    const images = await read(clerk);
    expect(images.logo?.id).toBe(r.body.entity.id);
    expect(images.banner).toMatchObject({ imageName: 'banner', imageFormat: 'PNG', originalDimension: { width: 970 } });
    expect(images.logo!.auditTrail.username).toMatch(/\S/);
    expect(Date.parse(images.logo!.uploadTime)).toBeGreaterThan(Date.now() - 60_000);

    const served = await fetch(t.baseUrl + images.logo!.cdnUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(1200);
    expect(images.logo!.fileSize).toBe(Number(served.headers.get('content-length')));

    const logged = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.merchantId, merchant.merchantId), eq(changeLog.entityName, 'Branding')));
    expect(logged).toHaveLength(2);
  });

  it('replaces an existing image in place (same id), and refuses an upload over it', async () => {
    const clerk = await newClerk();
    const first = await upload(clerk, BRANDING_KEY.logo, await picture(800, 300));
    const again = await upload(clerk, BRANDING_KEY.logo, await picture(800, 300));
    expect(again).toMatchObject({ status: 409, body: { messageKey: E.imageExists, field: 'key' } });

    const r = await replace(clerk, BRANDING_KEY.logo, first.body.entity.id, await picture(1600, 600));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.entity).toMatchObject({ id: first.body.entity.id, originalDimension: { width: 1600, height: 600 } });
    expect((await read(clerk)).logo?.cdnUrl).toBe(r.body.entity.cdnUrl);
  });

  it('refuses a replace naming no image of the key, or none at all', async () => {
    const clerk = await newClerk();
    const logo = await upload(clerk, BRANDING_KEY.logo, await picture(800, 300));
    const png = await picture(800, 300);
    expect(await replace(clerk, BRANDING_KEY.banner, logo.body.entity.id, png)).toMatchObject({
      status: 404,
      body: { messageKey: E.notFound, field: 'imageId' },
    });
    expect(await replace(clerk, BRANDING_KEY.logo, undefined, png)).toMatchObject({
      status: 400,
      body: { messageKey: E.invalidForm, field: 'imageId' },
    });
  });

  it.each([
    { what: 'an SVG', file: () => Promise.resolve(SVG), name: 'logo.svg' },
    { what: 'an SVG named .png', file: () => Promise.resolve(SVG), name: 'logo.png' },
    { what: 'a GIF', file: () => picture(800, 300, 'gif'), name: 'logo.gif' },
    { what: 'text', file: () => Promise.resolve(Buffer.from('not an image at all')), name: 'logo.png' },
    {
      what: 'a truncated PNG',
      file: async () => (await picture(800, 300)).subarray(0, 200),
      name: 'logo.png',
    },
  ])('refuses $what (invalid type) and keeps nothing', async ({ file, name }) => {
    const clerk = await newClerk();
    const r = await upload(clerk, BRANDING_KEY.logo, await file(), name);
    expect(r).toMatchObject({ status: 400, body: { messageKey: E.invalidType, field: 'imageFile' } });
    expect((await read(clerk)).logo).toBeNull();
  });

  it('refuses a file over 10 MiB (413) and a form without a file or with a wrong key', async () => {
    const clerk = await newClerk();
    const big = Buffer.concat([await picture(800, 300), Buffer.alloc(BRANDING_MAX_BYTES)]);
    expect(await upload(clerk, BRANDING_KEY.logo, big)).toMatchObject({
      status: 413,
      body: { messageKey: E.fileTooLarge, field: 'imageFile' },
    });
    expect(await upload(clerk, BRANDING_KEY.logo, null)).toMatchObject({
      status: 400,
      body: { messageKey: E.fileRequired },
    });
    expect(await upload(clerk, 'merchant-logo-url', await picture(800, 300))).toMatchObject({
      status: 400,
      body: { messageKey: E.invalidForm, field: 'key' },
    });
    const wrongSet = await send(clerk, PATH.upload, { key: BRANDING_KEY.logo, configurationSettingsId: 'X' }, null);
    expect(wrongSet).toMatchObject({ status: 400, body: { field: 'configurationSettingsId' } });
  });

  it('refuses a call without the CSRF header or a session', async () => {
    const clerk = await newClerk();
    const png = await picture(800, 300);
    expect((await send(clerk, PATH.upload, { key: BRANDING_KEY.logo }, png, 'l.png', false)).body.messageKey).toBe(
      API_ERROR_KEY.csrf,
    );
    const stranger = t.client();
    await stranger.fetchCsrf();
    expect((await upload(stranger, BRANDING_KEY.logo, png)).status).toBe(401);
  });

  it("is the company's: an upload in the company view of several stores shows in each store's view", async () => {
    const merchant = await createOnlineOrderingMerchant(t.db, { storeCount: 2 });
    const company = await companyViewClient(t, merchant);
    const r = await upload(company, BRANDING_KEY.banner, await picture(970, 200));
    expect(r.status).toBe(200);
    expect((await read(await storeViewClient(t, merchant, merchant.storeIds[1]))).banner?.id).toBe(r.body.entity.id);
  });

  it("is a merchant's own: another merchant's image is neither visible nor replaceable", async () => {
    const theirs = await newClerk();
    const mine = await newClerk();
    const theirLogo = await upload(theirs, BRANDING_KEY.logo, await picture(800, 300));
    expect((await read(mine)).logo).toBeNull();
    const r = await replace(mine, BRANDING_KEY.logo, theirLogo.body.entity.id, await picture(900, 337));
    expect(r).toMatchObject({ status: 404, body: { messageKey: E.notFound } });
    // Corner Cafe's logo likewise.
    const [cafe] = await t.db
      .select()
      .from(ooBrandingImages)
      .where(eq(ooBrandingImages.merchantId, MERCHANT.cornerCafe));
    expect((await replace(mine, BRANDING_KEY.logo, cafe!.id, await picture(900, 337))).status).toBe(404);
    expect((await read(theirs)).logo?.id).toBe(theirLogo.body.entity.id);
  });

  it('lets a user without the edit permission read but not upload or replace', async () => {
    const merchant = await createOnlineOrderingMerchant(t.db);
    const owner = await storeViewClient(t, merchant);
    const logo = await upload(owner, BRANDING_KEY.logo, await picture(800, 300));
    await setRoleFeatures(t.db, merchant, merchant.roleIds.Manager, { [EDIT_FEATURE_ID.onlineOrdering]: false });
    const viewer = t.client();
    await viewer.logOn((await createUser(t.db, merchant, { role: 'Manager' })).userName);
    const png = await picture(900, 337);
    for (const r of [
      await upload(viewer, BRANDING_KEY.banner, png),
      await replace(viewer, BRANDING_KEY.logo, logo.body.entity.id, png),
    ])
      expect(r).toMatchObject({ status: 403, body: { messageKey: OO_ERROR.readOnly } });
    expect((await read(viewer)).logo?.id).toBe(logo.body.entity.id);
  });

  it('drops the replaced image once unused, after the grace period', async () => {
    const merchant = await createOnlineOrderingMerchant(t.db);
    const clerk = await storeViewClient(t, merchant);
    const first = await upload(clerk, BRANDING_KEY.logo, await picture(800, 300));
    // The first image is old enough to be pruned.
    await t.db
      .update(merchantImages)
      .set({ createdAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(merchantImages.merchantId, merchant.merchantId));
    await replace(clerk, BRANDING_KEY.logo, first.body.entity.id, await picture(900, 337));
    const kept = await t.db.select().from(merchantImages).where(eq(merchantImages.merchantId, merchant.merchantId));
    expect(kept).toHaveLength(1);
    expect(gqlError(await gql(clerk, READ))).toBeUndefined();
  });
});
