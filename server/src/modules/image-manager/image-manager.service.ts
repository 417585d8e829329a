import type { TErrorKey } from '@mp/contracts/api-error';
import {
  IMAGE_FORMATS,
  IMAGE_MANAGER_ERROR as E,
  hashOfImageUrl,
  imageRuleError,
  imageUrlOf,
  type TImageManager,
  type TImageManagerResponse,
  type TImageType,
  type TImageUploadFields,
  type TImageUploadResponse,
  type TUpdateImageManagerRequest,
} from '@mp/contracts/image-manager';
import type { TDb } from '../../db/create-db.ts';
import { viewStoreId, type TViewScope } from '../../db/tenant.ts';
import { ApiError, badRequest, staleChecksum } from '../../plugins/errors.ts';
import type { TActor } from '../../plugins/tenancy.ts';
import { recordChanges } from '../../shared/change-log/change-log.ts';
import { pruneUnusedImages, storeMerchantImage } from '../../shared/images/merchant-images.queries.ts';
import { decodeUpload } from './image-decode.ts';
import {
  liveStoresOf,
  merchantImageInfo,
  readImageSettings,
  writeCompanyImages,
  writeMerchantLogo,
  writeStoreImages,
  type TImageSettingsRead,
} from './image-manager.queries.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/** What the route learnt of the session: its rights, flags and how many live stores the merchant has. */
export type TImageAccess = {
  viewOnly: boolean;
  /** Whether the image type's flag is on (merchant logo, customer display image). */
  isOn: (type: TImageType) => boolean;
  /** Whether the view may change that image (contracts mayChangeImageIn). */
  mayChange: (type: TImageType) => boolean;
  /** A store view of a company with several stores: the one view with an override of its own. */
  hasOverride: boolean;
};

const urlOf = (sha256: Buffer | null | undefined): string => (sha256 ? imageUrlOf(sha256.toString('hex')) : '');

/**
 * The checksum of the view's entity: the versions of the three rows it is read from (the logo's Company information
 * row, the company's image row, the viewed store's), 0 for a row not stored yet. Any of them changed → stale.
 */
const checksumOf = (read: TImageSettingsRead): string =>
  [read.logo?.version ?? 0, read.company?.version ?? 0, read.store?.version ?? 0].join('.');
const versionsOf = (checksum: string): [number, number, number] | null => {
  const match = /^(\d{1,9})\.(\d{1,9})\.(\d{1,9})$/.exec(checksum);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
};

async function readOrFail(db: TDb | TTx, scope: TViewScope): Promise<TImageSettingsRead> {
  const read = await readImageSettings(db, scope);
  // The tenancy hook resolved the scope from an existing merchant: its absence is a bug, not a client error.
  if (!read) throw new Error('the view scope names no merchant');
  return read;
}

async function entityOf(db: TDb | TTx, scope: TViewScope, access: TImageAccess): Promise<TImageManager> {
  const read = await readOrFail(db, scope);
  return {
    merchantId: scope.merchantId,
    storeId: viewStoreId(scope),
    companyImages: {
      merchantLogoUrl: read.logo?.url ?? '',
      customerDisplayImageUrl: urlOf(read.company?.customerDisplayImageSha256),
    },
    companyImageAssignments: { customerDisplayImageStores: read.company?.customerDisplayImageStores ?? [] },
    storeImages: access.hasOverride
      ? { customerDisplayImageOverrideUrl: urlOf(read.store?.customerDisplayImageOverrideSha256) }
      : null,
    stores: await liveStoresOf(db, scope),
    ConcurrencyChecksum: checksumOf(read),
  };
}

/** POST /ImageManager/GetImageManager. */
export async function getImageManager(
  db: TDb,
  scope: TViewScope,
  access: TImageAccess,
): Promise<TImageManagerResponse> {
  return { isSuccessful: true, entity: await entityOf(db, scope, access) };
}

/** The refusals every write of an image type checks first: the right, the flag, the view. */
function checkMayChange(access: TImageAccess, type: TImageType, field: string): void {
  if (access.viewOnly) throw new ApiError(403, E.viewOnly, 'Your role may view the images only.');
  if (!access.isOn(type)) throw new ApiError(403, E.featureOff, 'This image is not enabled for the company.', field);
  if (!access.mayChange(type))
    throw type === 'customerDisplayImageOverride'
      ? new ApiError(403, E.storeViewOnly, "A store's own image is changed in that store's view.", field)
      : new ApiError(403, E.companyViewOnly, 'Company images are changed in the company view.', field);
}

/**
 * POST /ImageManager/UploadImage: decodes and keeps one file for the session's merchant (the form's merchantId must
 * be it) and answers its content-addressed URL. Nothing shows it until UpdateImageManager names it; the same file
 * again is the same image, so a retried upload is harmless.
 */
export async function uploadImage(
  db: TDb,
  scope: TViewScope,
  access: TImageAccess,
  fields: TImageUploadFields,
  file: Buffer | null,
): Promise<TImageUploadResponse> {
  if (fields.merchantId !== scope.merchantId)
    throw new ApiError(403, E.merchantRequired, 'The form names another merchant.', 'merchantId');
  checkMayChange(access, fields.imageType, 'imageType');
  if (!file || file.length === 0) throw badRequest(E.fileRequired, 'Choose a file.', 'file');
  const image = await decodeUpload(fields.imageType, file);
  await storeMerchantImage(db, scope, {
    sha256: image.sha256,
    contentType: image.contentType,
    width: image.width,
    height: image.height,
    bytes: image.bytes,
  });
  return {
    isSuccessful: true,
    entity: {
      imageUrl: imageUrlOf(image.sha256.toString('hex')),
      imageType: fields.imageType,
      format: image.format,
      width: image.width,
      height: image.height,
      fileSize: image.bytes.length,
    },
  };
}

const formatOfContentType = (contentType: string) => IMAGE_FORMATS.find((f) => contentType === `image/${f}`) ?? '';

/**
 * The image a field is to name: null to clear it, or the hash of one of the merchant's images that meets the type's
 * rules (a GIF uploaded as a display image cannot become the logo). A different image while one is set is refused:
 * upload is disabled while an image exists (spec 3 §4), so replacing takes a delete first.
 */
async function nextImage(
  tx: TTx,
  scope: TViewScope,
  type: TImageType,
  field: string,
  current: string,
  next: string,
): Promise<Buffer | null> {
  if (next === '') return null;
  if (current !== '' && next !== current)
    throw new ApiError(409, E.imageExists, 'Delete the current image before setting another.', field);
  const hash = hashOfImageUrl(next);
  const sha256 = hash ? Buffer.from(hash, 'hex') : null;
  const info = sha256 && (await merchantImageInfo(tx, scope, sha256));
  if (!sha256 || !info) throw badRequest(E.unknownImage, 'No image of the merchant has this URL.', field);
  const ruleError = imageRuleError(type, { format: formatOfContentType(info.contentType), ...info });
  if (ruleError) throw badRequest(ruleError as TErrorKey, 'The image breaks a rule of this field.', field);
  return sha256;
}

const stale = () => staleChecksum(E.staleChecksum, 'image manager');
const FIELD = {
  logo: 'companyImages.merchantLogoUrl',
  display: 'companyImages.customerDisplayImageUrl',
  stores: 'companyImageAssignments.customerDisplayImageStores',
  override: 'storeImages.customerDisplayImageOverrideUrl',
} as const;

/** The industry Company information gives a merchant before its first save (its experience mode's). */
const industryOf = (experienceMode: number) => (experienceMode === 2 ? 2 : 1);

/**
 * POST /ImageManager/UpdateImageManager: sets or clears ('') the images the view may change, and the stores that use
 * the company display image, from the checksum the view loaded (409 otherwise, nothing written); logs the change as
 * one entry and removes images nothing names any more.
 */
export async function updateImageManager(
  db: TDb,
  scope: TViewScope,
  actor: TActor,
  access: TImageAccess,
  body: TUpdateImageManagerRequest,
): Promise<TImageManagerResponse> {
  const logo = body.companyImages?.merchantLogoUrl;
  const display = body.companyImages?.customerDisplayImageUrl;
  const assigned = body.companyImageAssignments?.customerDisplayImageStores;
  const override = body.storeImages?.customerDisplayImageOverrideUrl;
  if (logo !== undefined) checkMayChange(access, 'merchantLogo', FIELD.logo);
  if (display !== undefined) checkMayChange(access, 'customerDisplayImage', FIELD.display);
  if (assigned !== undefined) checkMayChange(access, 'customerDisplayImage', FIELD.stores);
  if (override !== undefined) checkMayChange(access, 'customerDisplayImageOverride', FIELD.override);
  const versions = versionsOf(body.ConcurrencyChecksum);
  if (!versions) throw stale();
  const [logoVersion, companyVersion, storeVersion] = versions;

  const entity = await db.transaction(async (tx) => {
    const before = await readOrFail(tx, scope);
    if (checksumOf(before) !== body.ConcurrencyChecksum) throw stale();
    const was = await entityOf(tx, scope, access);
    const logged: Record<string, unknown> = {};
    const previous: Record<string, unknown> = {};

    if (logo !== undefined && logo !== was.companyImages.merchantLogoUrl) {
      const current = was.companyImages.merchantLogoUrl;
      const sha256 = await nextImage(tx, scope, 'merchantLogo', FIELD.logo, current, logo);
      const url = urlOf(sha256);
      const initial = { countryId: before.merchant.countryId, industryId: industryOf(before.merchant.experienceMode) };
      if (!(await writeMerchantLogo(tx, scope, logoVersion, url, initial))) throw stale();
      [previous.merchantLogoUrl, logged.merchantLogoUrl] = [current, url];
    }

    const storeIds = assigned && [...new Set(assigned)].sort((a, b) => a - b);
    if (storeIds) {
      const live = new Set((await liveStoresOf(tx, scope)).map((s) => s.storeId));
      if (storeIds.some((id) => !live.has(id)))
        throw badRequest(E.unknownStore, 'A store is not one of the company.', FIELD.stores);
    }
    const wasStores = was.companyImageAssignments.customerDisplayImageStores;
    const displayChanged = display !== undefined && display !== was.companyImages.customerDisplayImageUrl;
    const storesChanged = storeIds !== undefined && storeIds.join(',') !== wasStores.join(',');
    if (displayChanged || storesChanged) {
      const current = was.companyImages.customerDisplayImageUrl;
      const sha256 = displayChanged
        ? await nextImage(tx, scope, 'customerDisplayImage', FIELD.display, current, display)
        : (before.company?.customerDisplayImageSha256 ?? null);
      const values = { customerDisplayImageSha256: sha256, customerDisplayImageStores: storeIds ?? wasStores };
      if (!(await writeCompanyImages(tx, scope, companyVersion, values))) throw stale();
      if (displayChanged) [previous.customerDisplayImageUrl, logged.customerDisplayImageUrl] = [current, urlOf(sha256)];
      if (storesChanged)
        [previous.customerDisplayImageStores, logged.customerDisplayImageStores] = [wasStores, storeIds];
    }

    const wasOverride = was.storeImages?.customerDisplayImageOverrideUrl ?? '';
    if (override !== undefined && scope.kind === 'store' && override !== wasOverride) {
      const sha256 = await nextImage(tx, scope, 'customerDisplayImageOverride', FIELD.override, wasOverride, override);
      if (!(await writeStoreImages(tx, scope, storeVersion, sha256))) throw stale();
      [previous.customerDisplayImageOverrideUrl, logged.customerDisplayImageOverrideUrl] = [wasOverride, urlOf(sha256)];
    }

    await recordChanges(tx, scope, actor, [
      {
        entity: 'imageManager',
        entityId: scope.kind === 'store' ? scope.storeId : scope.merchantId,
        entityName: 'Image manager',
        storeId: scope.kind === 'store' ? scope.storeId : null,
        before: previous,
        after: logged,
      },
    ]);
    await pruneUnusedImages(tx, scope);
    return entityOf(tx, scope, access);
  });
  return { isSuccessful: true, entity };
}
