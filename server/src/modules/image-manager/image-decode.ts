import { createHash } from 'node:crypto';
import {
  fileSizeError,
  IMAGE_CONTENT_TYPE,
  IMAGE_FORMATS,
  IMAGE_MAX_SIZE,
  IMAGE_MANAGER_ERROR as E,
  imageRuleError,
  invalidTypeError,
  type TImageFormat,
  type TImageType,
} from '@mp/contracts/image-manager';
import type { TErrorKey } from '@mp/contracts/api-error';
import sharp from 'sharp';
import { ApiError } from '../../plugins/errors.ts';

/** An uploaded image as it is kept: the server's own encoding of what it decoded, and its content address. */
export type TDecodedUpload = {
  format: TImageFormat;
  contentType: string;
  width: number;
  height: number;
  bytes: Buffer;
  sha256: Buffer;
};

const refuse = (status: number, key: string, message: string) =>
  new ApiError(status, key as TErrorKey, message, 'file');

/** The decoder never works on more pixels than the largest image allowed (a small file can claim a huge size). */
const PIXEL_LIMIT = IMAGE_MAX_SIZE.width * IMAGE_MAX_SIZE.height;

const isFormat = (format: string | undefined): format is TImageFormat =>
  (IMAGE_FORMATS as readonly string[]).includes(format ?? '');

/**
 * Judges an uploaded file by decoding it, never by its name or declared type (spec 3 §5 rules, contracts
 * imageRuleError): anything the decoder does not read as PNG, JPEG or GIF (SVG, text, WebP …) is refused, then the
 * kind's formats and the resolution limits apply, read from the header before any pixel is decoded. PNG and JPEG are
 * then decoded whole and encoded again, which drops their metadata (EXIF, GPS, comments) and turns by the EXIF
 * orientation; a GIF is decoded to prove it one and kept as sent (it carries no EXIF, and re-encoding every frame of
 * an animation costs far more).
 */
export async function decodeUpload(type: TImageType, file: Buffer): Promise<TDecodedUpload> {
  const sizeError = fileSizeError(file.length);
  if (sizeError) throw refuse(413, sizeError, 'The file is larger than the limit.');
  const meta = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta) throw refuse(400, invalidTypeError(type), 'The file is not an image of an allowed type.');
  const format = meta.format as string | undefined;
  // Orientations 5–8 turn the picture a quarter: the size people see is the header's, swapped.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  const ruleError = imageRuleError(type, { format: format ?? '', width, height });
  if (ruleError || !isFormat(format))
    throw refuse(400, ruleError ?? invalidTypeError(type), 'The image breaks a rule.');

  try {
    const input = sharp(file, { limitInputPixels: PIXEL_LIMIT, failOn: 'truncated' });
    let bytes: Buffer;
    if (format === 'gif') {
      await input.raw().toBuffer();
      bytes = file;
    } else {
      const turnedInput = input.rotate();
      bytes = await (format === 'png' ? turnedInput.png() : turnedInput.jpeg({ quality: 90 })).toBuffer();
    }
    return {
      format,
      contentType: IMAGE_CONTENT_TYPE[format],
      width,
      height,
      bytes,
      sha256: createHash('sha256').update(bytes).digest(),
    };
  } catch {
    // A header that promised an image over a body that is none (truncated, corrupt).
    throw refuse(400, invalidTypeError(type), 'The image could not be decoded.');
  }
}

/** Spec 3 §8: the size refusal, for a file the multipart reader stopped at the limit. */
export const fileTooLarge = () => refuse(413, E.fileTooLarge, 'The file is larger than the limit.');
