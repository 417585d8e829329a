import {
  IMAGE_MANAGER_ERROR as E,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_SIZE,
  imageRuleError,
  invalidTypeError,
  type TImageType,
} from '@mp/contracts/image-manager';
import type { TErrorKey } from '@mp/contracts/api-error';
import { decodeImage, type TDecodedUpload } from '../../shared/images/image-decode.ts';

/**
 * Judges an uploaded file for an image kind (spec 3 §5 rules, contracts imageRuleError): decoded, never judged by its
 * name, then re-encoded (shared/images).
 */
export const decodeUpload = (type: TImageType, file: Buffer): Promise<TDecodedUpload> =>
  decodeImage(file, {
    maxBytes: IMAGE_MAX_BYTES,
    maxPixels: IMAGE_MAX_SIZE.width * IMAGE_MAX_SIZE.height,
    tooLarge: E.fileTooLarge,
    invalidType: invalidTypeError(type) as TErrorKey,
    check: (image) => imageRuleError(type, image),
  });
