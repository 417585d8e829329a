import type { TErrorKey } from '@mp/contracts/api-error';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../../plugins/errors.ts';
import { refuseImage } from './image-decode.ts';

/** One uploaded form: its text fields, and its file (null when none came) with the name the browser gave it. */
export type TUploadForm = { fields: Record<string, string>; file: Buffer | null; fileName: string };

/** The keys a screen answers the multipart reader's own refusals with. */
export type TUploadKeys = { tooLarge: TErrorKey; notMultipart: TErrorKey };

/** The multipart reader's own refusals (too many files or fields, not multipart) as the screen's keys. */
function uploadRefusal(error: unknown, keys: TUploadKeys, fileField: string): unknown {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return refuseImage(413, keys.tooLarge, 'The file is larger than the limit.', fileField);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest(keys.notMultipart, 'Send multipart form data.');
  if (/^FST_(FILES|FIELDS|PARTS)_LIMIT$/.test(code))
    return new ApiError(413, keys.tooLarge, 'The form holds more parts than an upload has.', fileField);
  return error;
}

/**
 * The form's fields and its one file, read as the parts arrive, for a route registered with @fastify/multipart and
 * its limits (the reader stops a file at the limit's size and this answers 413 with the screen's key).
 */
export async function readUploadForm(
  request: FastifyRequest,
  fileField: string,
  keys: TUploadKeys,
): Promise<TUploadForm> {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  let fileName = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField) [file, fileName] = [bytes, part.filename];
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw uploadRefusal(error, keys, fileField);
  }
  return { fields, file, fileName };
}
