import { z } from 'zod';
import type { TAccessContext } from './access/access-context.ts';
import { EDIT_FEATURE_ID } from './access/feature-ids.ts';
import { ACCESS_FLAG, isFlagOn } from './access/flags.ts';
import { staleChecksumKey, ZConcurrencyChecksum } from './concurrency.ts';
import { ZId } from './fields.ts';

/** Settings → Image manager (spec 3 §2.1, §2.4): the page the route guard and the server's calls check. */
export const IMAGE_MANAGER_PAGE = 'settings/imagemanager';

/**
 * Spec 3 §7.1 names Get and Update; the upload call's path is not shown, so it is `UploadImage` (multipart merchantId,
 * imageType and file). Stored images are served from `Image/<sha-256 of the bytes>` (README, Image manager).
 */
export const IMAGE_MANAGER_PATH = {
  get: '/ImageManager/GetImageManager',
  update: '/ImageManager/UpdateImageManager',
  upload: '/ImageManager/UploadImage',
  image: '/ImageManager/Image',
} as const;

/** Spec 3 §7.1: both calls carry `jsonFormat=camelCase`; the answer is camelCase either way. */
export const IMAGE_MANAGER_QUERY = { jsonFormat: 'camelCase' } as const;
export const ZImageManagerQuery = z.object({ jsonFormat: z.literal('camelCase').optional() });

/** The three images of the screen: the company's two and a store's override of the display image. */
export const IMAGE_TYPES = ['merchantLogo', 'customerDisplayImage', 'customerDisplayImageOverride'] as const;
export type TImageType = (typeof IMAGE_TYPES)[number];

/** The raster formats the server accepts, as its decoder names them; jpg files decode as jpeg. */
export const IMAGE_FORMATS = ['png', 'jpeg', 'gif'] as const;
export type TImageFormat = (typeof IMAGE_FORMATS)[number];
export const IMAGE_CONTENT_TYPE: Record<TImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

/** Spec 3 §5, §9: 5 MB (taken as MiB, the larger reading) and at most 3840×2160 for every image. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_SIZE = { width: 3840, height: 2160 } as const;

export type TImageRule = {
  formats: readonly TImageFormat[];
  /** The file name endings the file picker offers (spec 3 §5: png, jpeg, jpg, gif). */
  extensions: readonly string[];
  min: { width: number; height: number };
};

/** Spec 3 §2.4, §5: the logo is png/jpeg/jpg from 480×270; the display image also gif, from 1024×600. */
export const IMAGE_RULES: Record<TImageType, TImageRule> = {
  merchantLogo: { formats: ['png', 'jpeg'], extensions: ['png', 'jpeg', 'jpg'], min: { width: 480, height: 270 } },
  customerDisplayImage: {
    formats: ['png', 'jpeg', 'gif'],
    extensions: ['png', 'jpeg', 'jpg', 'gif'],
    min: { width: 1024, height: 600 },
  },
  customerDisplayImageOverride: {
    formats: ['png', 'jpeg', 'gif'],
    extensions: ['png', 'jpeg', 'jpg', 'gif'],
    min: { width: 1024, height: 600 },
  },
};

/** Spec 3 §4, §9: a failed upload is tried again 3 times, 1 second apart, then shows upload-failed. */
export const UPLOAD_RETRIES = 3;
export const UPLOAD_RETRY_DELAY_MS = 1000;

/**
 * Refusals of the screen and its calls (spec 3 §8 "Image upload" and "Image manager"). The limits are part of each
 * text, one key per image kind, since a refusal carries a key and no values.
 */
export const IMAGE_MANAGER_ERROR = {
  /** Invalid file type plus the allowed list. */
  logoInvalidType: 'imageManager.errors.logoInvalidType',
  displayInvalidType: 'imageManager.errors.displayInvalidType',
  /** File size exceeded plus the limit. */
  fileTooLarge: 'imageManager.errors.fileTooLarge',
  /** Minimum resolution plus the value. */
  logoTooSmall: 'imageManager.errors.logoTooSmall',
  displayTooSmall: 'imageManager.errors.displayTooSmall',
  /** Maximum resolution 3840x2160. */
  resolutionTooHigh: 'imageManager.errors.resolutionTooHigh',
  /** Organisation id missing (or not the session's merchant). */
  merchantRequired: 'imageManager.errors.merchantRequired',
  fileRequired: 'imageManager.errors.fileRequired',
  imageTypeRequired: 'imageManager.errors.imageTypeRequired',
  /** Upload failed after the retries. */
  uploadFailed: 'imageManager.errors.uploadFailed',
  /** Spec 3 §8 'ImageManager.UpdateFailedError': a failed update. */
  updateFailed: 'imageManager.errors.updateFailed',
  /** Upload is disabled while an image exists (spec 3 §4): delete it first. */
  imageExists: 'imageManager.errors.imageExists',
  /** A URL that names no image uploaded for this merchant, or one uploaded for another kind. */
  unknownImage: 'imageManager.errors.unknownImage',
  unknownStore: 'imageManager.errors.unknownStore',
  /** Spec 3 §6: company images in the company view, the store override in a store view. */
  companyViewOnly: 'imageManager.errors.companyViewOnly',
  storeViewOnly: 'imageManager.errors.storeViewOnly',
  /** The flag of that image (merchant logo, customer display image) is off. */
  featureOff: 'imageManager.errors.featureOff',
  viewOnly: 'imageManager.errors.viewOnly',
  staleChecksum: staleChecksumKey('imageManager'),
} as const;
const E = IMAGE_MANAGER_ERROR;

/** The image kind a type's rules apply to, for its error texts. */
const isLogo = (type: TImageType) => type === 'merchantLogo';
export const invalidTypeError = (type: TImageType) => (isLogo(type) ? E.logoInvalidType : E.displayInvalidType);
export const tooSmallError = (type: TImageType) => (isLogo(type) ? E.logoTooSmall : E.displayTooSmall);

/** What the server learnt by decoding a file. */
export type TDecodedImage = { format: string; width: number; height: number };

/**
 * The rule a decoded image breaks for its kind, or null: its format first (the decoder's, never the file's name or
 * declared type), then the minimum, then the maximum resolution (spec 3 §5).
 */
export function imageRuleError(type: TImageType, image: TDecodedImage): string | null {
  const rule = IMAGE_RULES[type];
  if (!(rule.formats as readonly string[]).includes(image.format)) return invalidTypeError(type);
  if (image.width < rule.min.width || image.height < rule.min.height) return tooSmallError(type);
  if (image.width > IMAGE_MAX_SIZE.width || image.height > IMAGE_MAX_SIZE.height) return E.resolutionTooHigh;
  return null;
}

/** The size rule (spec 3 §5): at most IMAGE_MAX_BYTES. */
export const fileSizeError = (bytes: number): string | null => (bytes > IMAGE_MAX_BYTES ? E.fileTooLarge : null);

/**
 * The browser's first look at a chosen file, before any upload: its name's ending and its size. Only a hint for the
 * user: the server decodes the file and judges it again.
 */
export function fileChoiceError(type: TImageType, file: { name: string; size: number }): string | null {
  const ending = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!IMAGE_RULES[type].extensions.includes(ending)) return invalidTypeError(type);
  return fileSizeError(file.size);
}

/** The `accept` list of a file picker for the kind. */
export const acceptOf = (type: TImageType): string => IMAGE_RULES[type].extensions.map((e) => `.${e}`).join(',');

const SHA256_HEX = /^[0-9a-f]{64}$/;
export const ZImageHash = z.string().regex(SHA256_HEX);

/** The URL a stored image is served from: content-addressed, so it never changes meaning and caches forever. */
export const imageUrlOf = (sha256: string): string => `${IMAGE_MANAGER_PATH.image}/${sha256}`;

/** The hash a URL of ours names, or null for any other URL ('' included). */
export function hashOfImageUrl(url: string): string | null {
  const prefix = `${IMAGE_MANAGER_PATH.image}/`;
  if (!url.startsWith(prefix)) return null;
  const hash = url.slice(prefix.length);
  return SHA256_HEX.test(hash) ? hash : null;
}

/** Spec 3 §6: the merchant logo and the customer display image each have their flag. */
export const IMAGE_FLAG: Record<TImageType, string> = {
  merchantLogo: ACCESS_FLAG.merchantLogo,
  customerDisplayImage: ACCESS_FLAG.customerDisplayImage,
  customerDisplayImageOverride: ACCESS_FLAG.customerDisplayImage,
};
export const isImageTypeOn = (ctx: Pick<TAccessContext, 'flags'>, type: TImageType): boolean =>
  isFlagOn(ctx.flags, IMAGE_FLAG[type]);

/**
 * Where each image is changed (spec 3 §6): the company's in the company view, a store's override in that store's
 * view. A single-store company's owner works in its store: the store is the whole company there, so that view
 * changes the company images too (and needs no override).
 */
export function mayChangeImageIn(type: TImageType, view: { storeId: number; activeStoreCount: number }): boolean {
  if (type === 'customerDisplayImageOverride') return view.storeId !== 0 && view.activeStoreCount > 1;
  return view.storeId === 0 || view.activeStoreCount === 1;
}

/**
 * The read-only user: a role without the settings edit right (the Reports Viewer), the right Company information
 * and the alerts ask for. The server refuses their uploads and updates.
 */
export const isImageManagerViewOnly = (ctx: Pick<TAccessContext, 'featureIds'>): boolean =>
  ctx.featureIds.includes(EDIT_FEATURE_ID.companyInformation);

/** Multipart fields of the upload call (spec 3 §7.1: merchantId and file), read before the file. */
export const ZImageUploadFields = z.object({
  merchantId: z
    .string({ error: E.merchantRequired })
    .regex(/^\d{1,10}$/, { error: E.merchantRequired })
    .transform(Number)
    .pipe(ZId),
  imageType: z.enum(IMAGE_TYPES, { error: E.imageTypeRequired }),
});
export type TImageUploadFields = z.output<typeof ZImageUploadFields>;

/** The upload's answer: the stored image, by its URL (the "entity holding image URL" of spec 3 §7.1). */
export const ZImageUploadResponse = z.object({
  isSuccessful: z.literal(true),
  entity: z.object({
    imageUrl: z.string(),
    imageType: z.enum(IMAGE_TYPES),
    format: z.enum(IMAGE_FORMATS),
    width: z.number().int(),
    height: z.number().int(),
    fileSize: z.number().int(),
  }),
});
export type TImageUploadResponse = z.infer<typeof ZImageUploadResponse>;

/** An image field: '' (none) or a URL the upload answered; bounded like any URL. */
const ZImageUrl = z.string().max(256);
/** Assignments hold store ids of the merchant; a merchant has far fewer stores than this. */
export const ASSIGNED_STORES_MAX = 1000;

/** Spec 3 §3 "Image manager". */
export const ZCompanyImages = z.object({ merchantLogoUrl: ZImageUrl, customerDisplayImageUrl: ZImageUrl });
export const ZCompanyImageAssignments = z.object({
  customerDisplayImageStores: z.array(ZId).max(ASSIGNED_STORES_MAX),
});
export const ZStoreImages = z.object({ customerDisplayImageOverrideUrl: ZImageUrl });

export const ZImageManagerStore = z.object({ storeId: z.number().int(), storeName: z.string() });

/**
 * POST /ImageManager/GetImageManager: the entity for the session's view. `storeImages` is the viewed store's (null in
 * the company view); `stores` are the merchant's live stores, for the assignment control.
 */
export const ZImageManager = z.object({
  merchantId: z.number().int(),
  storeId: z.number().int(),
  companyImages: ZCompanyImages,
  companyImageAssignments: ZCompanyImageAssignments,
  storeImages: ZStoreImages.nullable(),
  stores: z.array(ZImageManagerStore),
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TImageManager = z.infer<typeof ZImageManager>;
export const ZImageManagerResponse = z.object({ isSuccessful: z.literal(true), entity: ZImageManager });
export type TImageManagerResponse = z.infer<typeof ZImageManagerResponse>;

/**
 * POST /ImageManager/UpdateImageManager: the parts the view changes, from the checksum it loaded (stale → 409,
 * nothing written). An image field is '' (delete) or the URL the upload answered; replacing one image by another
 * needs a delete first (upload is disabled while an image exists).
 */
export const ZUpdateImageManagerRequest = z.object({
  companyImages: ZCompanyImages.partial().optional(),
  companyImageAssignments: ZCompanyImageAssignments.optional(),
  storeImages: ZStoreImages.optional(),
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TUpdateImageManagerRequest = z.infer<typeof ZUpdateImageManagerRequest>;

/** The image type behind each field of the entity. */
export const IMAGE_FIELD: Record<TImageType, string> = {
  merchantLogo: 'merchantLogoUrl',
  customerDisplayImage: 'customerDisplayImageUrl',
  customerDisplayImageOverride: 'customerDisplayImageOverrideUrl',
};
