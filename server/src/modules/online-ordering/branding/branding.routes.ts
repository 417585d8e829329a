import fastifyMultipart from '@fastify/multipart';
import {
  BRANDING_ERROR as E,
  BRANDING_MAX_BYTES,
  BRANDING_PATH as PATH,
  ZBrandingUploadFields,
  ZBrandingUploadResponse,
} from '@mp/contracts/online-ordering/branding';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TApp, TDeps } from '../../../app-types.ts';
import { ApiError, badRequest } from '../../../plugins/errors.ts';
import { requirePortalState } from '../../../plugins/session.ts';
import { actorOf, merchantScopeOf } from '../../../plugins/tenancy.ts';
import { readUploadForm } from '../../../shared/images/multipart-upload.ts';
import { OO_READ_ONLY } from '../online-ordering.guards.ts';
import { BRANDING_GUARD } from './branding.graphql.ts';
import { BRANDING_FILE_FIELD, saveBrandingImage, type TBrandingUpload } from './branding.service.ts';

const tags = ['online ordering'];

/** The form of either call: the read-only user is refused before the body is read; then fields through the contract. */
async function uploadOf(request: FastifyRequest, mode: TBrandingUpload['mode']): Promise<TBrandingUpload> {
  if (OO_READ_ONLY.when(requirePortalState(request).access))
    throw new ApiError(403, OO_READ_ONLY.messageKey, 'You may view this page but not change it.');
  const { fields, file, fileName } = await readUploadForm(request, BRANDING_FILE_FIELD, {
    tooLarge: E.fileTooLarge,
    notMultipart: E.fileRequired,
  });
  const parsed = ZBrandingUploadFields.safeParse(fields);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'key');
    throw badRequest(E.invalidForm, `Invalid value for ${field}.`, field);
  }
  if (mode === 'replace' && !parsed.data.imageId)
    throw badRequest(E.invalidForm, 'Name the image to replace.', 'imageId');
  return { mode, fields: parsed.data, file, fileName };
}

/**
 * Spec 3 §7.2 uploadImage and replaceImage as multipart calls (README, Branding): the GraphQL read's guard (the
 * branding page, the merchant's scope), the session and CSRF of every POST, and the edit permission. Multipart is
 * parsed for these routes alone: one file of at most 10 MiB and three short fields.
 */
export function brandingRoutes(app: TApp, deps: TDeps): void {
  void app.register(async (scoped) => {
    await scoped.register(fastifyMultipart, {
      limits: { fileSize: BRANDING_MAX_BYTES, files: 1, fields: 4, fieldSize: 64, parts: 5, headerPairs: 20 },
    });
    const typed = scoped.withTypeProvider<ZodTypeProvider>();
    const schema = { tags, consumes: ['multipart/form-data'], response: { 200: ZBrandingUploadResponse } };
    for (const [mode, path] of [
      ['upload', PATH.upload],
      ['replace', PATH.replace],
    ] as const)
      typed.post(path, { config: BRANDING_GUARD, schema }, async (request) => ({
        isSuccessful: true as const,
        entity: await saveBrandingImage(
          deps.db,
          merchantScopeOf(request),
          actorOf(request),
          await uploadOf(request, mode),
        ),
      }));
  });
}
