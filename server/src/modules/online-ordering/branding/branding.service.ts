import { imageUrlOf } from '@mp/contracts/image-manager';
import {
  BRANDING_ERROR as E,
  BRANDING_FILE_NAME_MAX,
  BRANDING_MAX_BYTES,
  BRANDING_MAX_SIZE,
  brandingImageError,
  kindOfBrandingKey,
  type TBrandingImage,
  type TBrandingImages,
  type TBrandingKey,
  type TBrandingUploadFields,
} from '@mp/contracts/online-ordering/branding';
import type { TDb } from '../../../db/create-db.ts';
import type { TTenantScope } from '../../../db/tenant.ts';
import { ApiError, badRequest, notFound } from '../../../plugins/errors.ts';
import type { TActor } from '../../../plugins/tenancy.ts';
import { recordChanges } from '../../../shared/change-log/change-log.ts';
import { decodeImage } from '../../../shared/images/image-decode.ts';
import { pruneUnusedImages, storeMerchantImage } from '../../../shared/images/merchant-images.queries.ts';
import {
  brandingImageOf,
  brandingImagesOf,
  insertBrandingImage,
  replaceBrandingImage,
  type TBrandingImageRow,
} from './branding.queries.ts';

/** The form's file field (spec 3 §3 upload payload: imageFile). */
export const BRANDING_FILE_FIELD = 'imageFile';

const RULES = {
  maxBytes: BRANDING_MAX_BYTES,
  maxPixels: BRANDING_MAX_SIZE.width * BRANDING_MAX_SIZE.height,
  tooLarge: E.fileTooLarge,
  invalidType: E.invalidType,
  check: brandingImageError,
};

const urlOf = (row: TBrandingImageRow) => imageUrlOf(row.sha256.toString('hex'));

function imageOf(row: TBrandingImageRow): TBrandingImage {
  const kind = kindOfBrandingKey(row.imageKey as TBrandingKey);
  const uploadTime = row.uploadedAt.toISOString();
  return {
    id: row.id,
    imageName: kind,
    cdnUrl: urlOf(row),
    imageFormat: row.imageFormat as 'PNG' | 'JPEG',
    tags: [row.imageKey],
    fileName: row.fileName,
    originalDimension: { width: row.width, height: row.height },
    status: 'ACTIVE',
    fileSize: row.fileSize,
    uploadTime,
    auditTrail: { timestamp: uploadTime, username: row.uploadedByName },
  };
}

/** Spec 3 §7.2 getBrandingImages: the company's banner and logo, null where none was uploaded. */
export async function getBrandingImages(db: TDb, scope: TTenantScope): Promise<TBrandingImages> {
  const rows = await brandingImagesOf(db, scope);
  const find = (kind: 'logo' | 'banner') => rows.find((r) => kindOfBrandingKey(r.imageKey as TBrandingKey) === kind);
  const [banner, logo] = [find('banner'), find('logo')];
  return { banner: banner ? imageOf(banner) : null, logo: logo ? imageOf(logo) : null };
}

/** The name the file came with, kept as text: its last path part, without control characters, bounded. */
const fileNameOf = (name: string): string =>
  (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- control characters (NUL among them) are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, BRANDING_FILE_NAME_MAX);

export type TBrandingUpload = {
  mode: 'upload' | 'replace';
  fields: TBrandingUploadFields;
  file: Buffer | null;
  fileName: string;
};

/**
 * Spec 3 §4 "Branding save", §7.2 uploadImage / replaceImage: decodes the file (PNG or JPEG only, SVG and anything
 * undecodable refused), keeps the server's re-encoding as a merchant image and records it as the key's image with
 * who uploaded it. Upload is for a key without an image (409 otherwise: the screen replaces); replace names the key's
 * current image (another id, another merchant's included, is 404). The previous image is dropped once unused.
 */
export async function saveBrandingImage(
  db: TDb,
  scope: TTenantScope,
  actor: TActor,
  { mode, fields, file, fileName }: TBrandingUpload,
): Promise<TBrandingImage> {
  if (!file || file.length === 0) throw badRequest(E.fileRequired, 'Choose a file.', BRANDING_FILE_FIELD);
  const image = await decodeImage(file, RULES, BRANDING_FILE_FIELD);
  const format = image.format === 'jpeg' ? 'JPEG' : 'PNG';
  const values = {
    sha256: image.sha256,
    fileName: fileNameOf(fileName) || `${kindOfBrandingKey(fields.key)}.${image.format === 'jpeg' ? 'jpg' : 'png'}`,
    imageFormat: format,
    width: image.width,
    height: image.height,
    fileSize: image.bytes.length,
    uploadedAt: new Date(),
    uploadedBy: actor.userId,
    uploadedByName: actor.userName,
  };
  return db.transaction(async (tx) => {
    const current = await brandingImageOf(tx, scope, fields.key);
    if (mode === 'upload' && current) throw new ApiError(409, E.imageExists, 'The image exists: replace it.', 'key');
    if (mode === 'replace' && (!current || current.id !== fields.imageId))
      throw notFound(E.notFound, 'No such branding image.', 'imageId');
    await storeMerchantImage(tx, scope, {
      sha256: image.sha256,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
    });
    const row = current
      ? await replaceBrandingImage(tx, scope, current.id, values)
      : await insertBrandingImage(tx, scope, fields.key, values);
    if (!row) throw notFound(E.notFound, 'No such branding image.', 'imageId');
    await recordChanges(tx, scope, actor, [
      {
        entity: 'onlineOrdering',
        entityId: scope.merchantId,
        entityName: 'Branding',
        before: { [fields.key]: current ? urlOf(current) : '' },
        after: { [fields.key]: urlOf(row) },
      },
    ]);
    await pruneUnusedImages(tx, scope);
    return imageOf(row);
  });
}
