import { createHash } from 'node:crypto';
import type { TErrorKey } from '@mp/contracts/api-error';
import { IMAGE_CONTENT_TYPE, IMAGE_FORMATS, type TImageFormat } from '@mp/contracts/image-manager';
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

/** What a screen allows: its size limit, its refusal keys and the rule a decoded image must keep. */
export type TImageRules = {
  maxBytes: number;
  /** The decoder never works on more pixels than this (a small file can claim a huge size). */
  maxPixels: number;
  tooLarge: TErrorKey;
  /** The refusal of a file that is no image of an allowed type, or does not decode. */
  invalidType: TErrorKey;
  /** The rule the decoded header breaks (format, resolution), or null. */
  check: (image: { format: string; width: number; height: number }) => string | null;
};

/** A refusal of the uploaded file, naming the form's file field. */
export const refuseImage = (status: number, key: string, message: string, field = 'file') =>
  new ApiError(status, key as TErrorKey, message, field);

const isFormat = (format: string | undefined): format is TImageFormat =>
  (IMAGE_FORMATS as readonly string[]).includes(format ?? '');

/**
 * Judges an uploaded file by decoding it, never by its name or declared type: anything the decoder does not read as
 * PNG, JPEG or GIF (SVG, text, WebP …) is refused, then the screen's rule applies, read from the header before any
 * pixel is decoded. PNG and JPEG are then decoded whole and encoded again, which drops their metadata (EXIF, GPS,
 * comments) and turns by the EXIF orientation; a GIF is decoded to prove it one and kept as sent (it carries no EXIF,
 * and re-encoding every frame of an animation costs far more).
 */
export async function decodeImage(file: Buffer, rules: TImageRules, field = 'file'): Promise<TDecodedUpload> {
  if (file.length > rules.maxBytes) throw refuseImage(413, rules.tooLarge, 'The file is larger than the limit.', field);
  const meta = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta) throw refuseImage(400, rules.invalidType, 'The file is not an image of an allowed type.', field);
  const format = meta.format as string | undefined;
  // Orientations 5–8 turn the picture a quarter: the size people see is the header's, swapped.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  const ruleError = rules.check({ format: format ?? '', width, height });
  if (ruleError || !isFormat(format))
    throw refuseImage(400, ruleError ?? rules.invalidType, 'The image breaks a rule.', field);

  try {
    const input = sharp(file, { limitInputPixels: rules.maxPixels, failOn: 'truncated' });
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
    throw refuseImage(400, rules.invalidType, 'The image could not be decoded.', field);
  }
}
