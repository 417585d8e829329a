import { z } from 'zod';
import type { TErrorKey } from '../api-error.ts';

/** Spec 3 §3, §7.2: the two branding images, by the configuration key the upload names. */
export const BRANDING_KEY = { logo: 'company-logo-url', banner: 'hec-banner-url' } as const;
export const BRANDING_KINDS = ['logo', 'banner'] as const;
export type TBrandingKind = (typeof BRANDING_KINDS)[number];
export const ZBrandingKey = z.enum([BRANDING_KEY.logo, BRANDING_KEY.banner]);
export type TBrandingKey = z.infer<typeof ZBrandingKey>;
export const kindOfBrandingKey = (key: TBrandingKey): TBrandingKind => (key === BRANDING_KEY.logo ? 'logo' : 'banner');

/** Spec 3 §3, §7.2: every upload names the configuration set HEC-BRANDING. */
export const BRANDING_CONFIGURATION_SETTINGS_ID = 'HEC-BRANDING';

/** Spec 3 §2.4, §9: the crop aspects (width / height), about 2.667 for the logo and 4.847 for the banner. */
export const BRANDING_ASPECT: Record<TBrandingKind, number> = { logo: 2.667, banner: 4.847 };

/**
 * The widest picture the browser sends for each kind: a crop larger than this is scaled down before the upload, so a
 * photo straight off a camera stays far below the server's limits.
 */
export const BRANDING_OUTPUT_WIDTH: Record<TBrandingKind, number> = { logo: 1200, banner: 2400 };

/** Spec 3 §5: png, jpg or jpeg only (by the decoder on the server, by the name's ending in the browser). */
export const BRANDING_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const BRANDING_FORMATS = ['png', 'jpeg'] as const;
/** Spec 3 §5: the subtitle says 10, the unit presumably MB; taken as MiB (the larger reading). */
export const BRANDING_MAX_BYTES = 10 * 1024 * 1024;
/** Ours: the decoder reads no more pixels than this (a small file can claim a huge picture). */
export const BRANDING_MAX_SIZE = { width: 4096, height: 4096 } as const;

/**
 * Spec 3 §7.2 names the mutations uploadImage and replaceImage; they carry a file, so they are multipart calls beside
 * the GraphQL read (README, Branding). Answers are the stored image.
 */
export const BRANDING_PATH = {
  upload: '/api/online-ordering/branding/uploadImage',
  replace: '/api/online-ordering/branding/replaceImage',
} as const;

export const BRANDING_ERROR = {
  /** Spec 3 §8: the general error banner of an oversized file or a failed save. */
  saving: 'branding.errors.saving',
  fileTooLarge: 'branding.errors.fileTooLarge',
  /** Spec 3 §5: png, jpg or jpeg only; the server also refuses any file it cannot decode as one (SVG among them). */
  invalidType: 'branding.errors.invalidType',
  resolutionTooHigh: 'branding.errors.resolutionTooHigh',
  fileRequired: 'branding.errors.fileRequired',
  /** The form's key, configurationSettingsId or imageId is missing or not one of ours. */
  invalidForm: 'branding.errors.invalidForm',
  /** uploadImage while the kind already has an image: the screen replaces it (spec 3 §4). */
  imageExists: 'branding.errors.imageExists',
  /** replaceImage naming no image of the merchant's for that key. */
  notFound: 'branding.errors.notFound',
} as const satisfies Record<string, TErrorKey>;
const E = BRANDING_ERROR;

/** The browser's first look at a picked or dropped file (spec 3 §5); the server decodes and judges it again. */
export function brandingFileChoiceError(file: { name: string; size: number }): TErrorKey | null {
  const ending = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(BRANDING_EXTENSIONS as readonly string[]).includes(ending)) return E.invalidType;
  return file.size > BRANDING_MAX_BYTES ? E.fileTooLarge : null;
}

/** The rule a decoded file breaks, or null: its format (the decoder's), then the resolution. */
export function brandingImageError(image: { format: string; width: number; height: number }): TErrorKey | null {
  if (!(BRANDING_FORMATS as readonly string[]).includes(image.format)) return E.invalidType;
  if (image.width > BRANDING_MAX_SIZE.width || image.height > BRANDING_MAX_SIZE.height) return E.resolutionTooHigh;
  return null;
}

/** The `accept` list of the file picker. */
export const BRANDING_ACCEPT = BRANDING_EXTENSIONS.map((e) => `.${e}`).join(',');

/** A file name as kept: the name part only, at most 255 characters. */
export const BRANDING_FILE_NAME_MAX = 255;

/** Multipart fields of both calls (spec 3 §3 upload payload); replaceImage also names the image it replaces. */
export const ZBrandingUploadFields = z.object({
  key: ZBrandingKey,
  configurationSettingsId: z.literal(BRANDING_CONFIGURATION_SETTINGS_ID),
  imageId: z.uuid().optional(),
});
export type TBrandingUploadFields = z.infer<typeof ZBrandingUploadFields>;

export const BRANDING_IMAGE_FORMATS = ['JPG', 'JPEG', 'PNG', 'GIF', 'UNSUPPORTED'] as const;

/** Spec 3 §3 "Branding image". */
export const ZBrandingImage = z.object({
  id: z.string(),
  imageName: z.string(),
  cdnUrl: z.string(),
  imageFormat: z.enum(BRANDING_IMAGE_FORMATS),
  tags: z.array(z.string()),
  fileName: z.string(),
  originalDimension: z.object({ width: z.number().int(), height: z.number().int() }),
  status: z.enum(['ACTIVE', 'INACTIVE']),
  fileSize: z.number().int(),
  uploadTime: z.string(),
  auditTrail: z.object({ timestamp: z.string(), username: z.string() }),
});
export type TBrandingImage = z.infer<typeof ZBrandingImage>;

/** getBrandingImages: the company's banner and logo, null where none was uploaded. */
export const ZBrandingImages = z.object({ banner: ZBrandingImage.nullable(), logo: ZBrandingImage.nullable() });
export type TBrandingImages = z.infer<typeof ZBrandingImages>;

export const ZBrandingUploadResponse = z.object({ isSuccessful: z.literal(true), entity: ZBrandingImage });
export type TBrandingUploadResponse = z.infer<typeof ZBrandingUploadResponse>;
