import fastifyMultipart from '@fastify/multipart';
import {
  IMAGE_MANAGER_ERROR as E,
  IMAGE_MANAGER_PAGE,
  IMAGE_MANAGER_PATH as PATH,
  IMAGE_MAX_BYTES,
  isImageManagerViewOnly,
  isImageTypeOn,
  mayChangeImageIn,
  ZImageHash,
  ZImageManagerQuery,
  ZImageManagerResponse,
  ZImageUploadFields,
  ZImageUploadResponse,
  ZUpdateImageManagerRequest,
  type TImageType,
} from '@mp/contracts/image-manager';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TApp, TDeps } from '../../app-types.ts';
import { viewStoreId } from '../../db/tenant.ts';
import { access } from '../../plugins/access-guard.ts';
import { badRequest, notFoundBody } from '../../plugins/errors.ts';
import { requirePortalState } from '../../plugins/session.ts';
import { actorOf, tenancy, viewScopeOf } from '../../plugins/tenancy.ts';
import { readUploadForm } from '../../shared/images/multipart-upload.ts';
import { imageByHash } from '../../shared/images/merchant-images.queries.ts';
import { getImageManager, type TImageAccess, updateImageManager, uploadImage } from './image-manager.service.ts';

const tags = ['image manager'];
/** Spec 3 §6: the page's rule (its feature 73 and the imageManager flag) guards every call; any view reads. */
const config = { access: access.route(IMAGE_MANAGER_PAGE), scope: tenancy.view };
const UPLOAD_KEYS = { tooLarge: E.fileTooLarge, notMultipart: E.fileRequired };

function accessOf(request: FastifyRequest): TImageAccess {
  const state = requirePortalState(request);
  const view = { storeId: viewStoreId(viewScopeOf(request)), activeStoreCount: state.context.activeStoreCount };
  return {
    viewOnly: isImageManagerViewOnly(state.access),
    isOn: (type: TImageType) => isImageTypeOn(state.access, type),
    mayChange: (type: TImageType) => mayChangeImageIn(type, view),
    hasOverride: mayChangeImageIn('customerDisplayImageOverride', view),
  };
}

export function imageManagerRoutes(app: TApp, deps: TDeps): void {
  const { db } = deps;

  app.post(
    PATH.get,
    { config, schema: { tags, querystring: ZImageManagerQuery, response: { 200: ZImageManagerResponse } } },
    async (request) => getImageManager(db, viewScopeOf(request), accessOf(request)),
  );

  app.post(
    PATH.update,
    {
      config,
      schema: {
        tags,
        querystring: ZImageManagerQuery,
        body: ZUpdateImageManagerRequest,
        response: { 200: ZImageManagerResponse },
      },
    },
    async (request) => updateImageManager(db, viewScopeOf(request), actorOf(request), accessOf(request), request.body),
  );

  // Multipart is parsed for this route alone: one file of at most IMAGE_MAX_BYTES and two short fields.
  void app.register(async (scoped) => {
    await scoped.register(fastifyMultipart, {
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, fieldSize: 64, parts: 5, headerPairs: 20 },
    });
    scoped
      .withTypeProvider<ZodTypeProvider>()
      .post(
        PATH.upload,
        { config, schema: { tags, consumes: ['multipart/form-data'], response: { 200: ZImageUploadResponse } } },
        async (request) => {
          const { fields, file } = await readUploadForm(request, 'file', UPLOAD_KEYS);
          const parsed = ZImageUploadFields.safeParse(fields);
          if (!parsed.success) {
            const issue = parsed.error.issues[0]!;
            const field = String(issue.path[0] ?? 'merchantId');
            throw badRequest(field === 'imageType' ? E.imageTypeRequired : E.merchantRequired, 'Invalid form.', field);
          }
          return uploadImage(db, viewScopeOf(request), accessOf(request), parsed.data, file);
        },
      );
  });

  /**
   * The stored images, by the sha-256 of their bytes. Public (no session): the URL is unguessable and names fixed
   * bytes, and the images are made to be shown (on customer displays, receipts). Cached for good, typed as decoded,
   * never sniffed, and sandboxed should anyone open one as a page.
   */
  app.get(
    `${PATH.image}/:sha256`,
    { schema: { tags, params: z.object({ sha256: ZImageHash }) } },
    async (request, reply) => {
      const { sha256 } = request.params;
      const image = await imageByHash(db, Buffer.from(sha256, 'hex'));
      if (!image) return reply.code(404).send(notFoundBody());
      const etag = `"${sha256}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(image.contentType).send(image.bytes);
    },
  );
}
