import { OO_PAGE } from '@mp/contracts/online-ordering/online-ordering';
import { z } from 'zod';
import type { TApp, TDeps } from '../../../app-types.ts';
import { access } from '../../../plugins/access-guard.ts';
import { notFoundBody } from '../../../plugins/errors.ts';
import { storeScopeOf } from '../../../plugins/tenancy.ts';
import { STORE_VIEW_SCOPE } from '../online-ordering.guards.ts';
import { qrCodePdfOf } from './order-settings.queries.ts';
import { QR_PDF_PATH } from './order-settings.service.ts';

const ZQrFile = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.pdf$/) });

/**
 * The download of a dine-in QR code PDF that createDineInQrCodePdf made (spec 3 §7.2): a GET under the order settings
 * page's access and store scope, answering only the session's merchant's file (another's token is a 404).
 */
export function orderSettingsRoutes(app: TApp, deps: TDeps): void {
  app.get(
    `${QR_PDF_PATH}/:file`,
    {
      config: { access: access.route(OO_PAGE.orderSettings), scope: STORE_VIEW_SCOPE },
      schema: { tags: ['Online ordering'], params: ZQrFile },
    },
    async (request, reply) => {
      const token = request.params.file.slice(0, -'.pdf'.length);
      const pdf = await qrCodePdfOf(deps.db, storeScopeOf(request), token);
      if (!pdf) return reply.code(404).send(notFoundBody());
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(pdf.bytes);
    },
  );
}
