import {
  ZGetTicketsRequest,
  ZGetTicketsResponse,
  ZPosTransactionExportQuery,
  ZReceiptPreviewRequest,
  ZReceiptPreviewResponse,
  ZSendEmailReceiptRequest,
  ZSendEmailReceiptResponse,
  ZTicketDetail,
  ZTicketDetailRequest,
  ZTicketLinesResponse,
  ZTicketNotesResponse,
  ZTicketPaymentsResponse,
  ZTicketTaxesResponse,
  ZViewerSettings,
} from '@mp/contracts/tickets';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { requirePortalState, requireSession } from '../../plugins/session.ts';
import { posTransactionExport } from './tickets-export.ts';
import {
  listTickets,
  receiptPreview,
  sendReceipt,
  ticketDetail,
  ticketLines,
  ticketNotes,
  ticketPayments,
  ticketTaxes,
  viewerSettings,
} from './tickets.service.ts';

/** Every call serves the POS transactions page (feature 35). */
const config = { access: access.route('results/posTrans') };

export function ticketsRoutes(app: TApp, deps: TDeps): void {
  const { db } = deps;
  const tags = ['POS transactions'];

  app.get(
    '/TicketViewer/GetViewerSettings',
    { config, schema: { tags, response: { 200: ZViewerSettings } } },
    async (request) => {
      const ctx = requirePortalState(request).access;
      return viewerSettings(db, requireSession(request), ctx.flags);
    },
  );

  app.post(
    '/TicketViewer/GetTickets',
    { config, schema: { tags, body: ZGetTicketsRequest, response: { 200: ZGetTicketsResponse } } },
    async (request) => listTickets(db, requireSession(request), request.body),
  );

  const detailSchema = { tags, body: ZTicketDetailRequest };
  app.post(
    '/TicketViewer/GetTicketDetail2',
    { config, schema: { ...detailSchema, response: { 200: ZTicketDetail } } },
    async (request) => ticketDetail(db, requireSession(request), request.body.DocumentId),
  );
  app.post(
    '/TicketViewer/GetTicketLines',
    { config, schema: { ...detailSchema, response: { 200: ZTicketLinesResponse } } },
    async (request) => ticketLines(db, requireSession(request), request.body),
  );
  app.post(
    '/TicketViewer/GetTicketPayments',
    { config, schema: { ...detailSchema, response: { 200: ZTicketPaymentsResponse } } },
    async (request) => ticketPayments(db, requireSession(request), request.body),
  );
  app.post(
    '/TicketViewer/GetTicketTaxes',
    { config, schema: { ...detailSchema, response: { 200: ZTicketTaxesResponse } } },
    async (request) => ticketTaxes(db, requireSession(request), request.body),
  );
  app.post(
    '/TicketViewer/GetTicketNotes',
    { config, schema: { ...detailSchema, response: { 200: ZTicketNotesResponse } } },
    async (request) => ticketNotes(db, requireSession(request), request.body),
  );

  app.post(
    '/ReceiptPreview/GetReceiptPreview',
    { config, schema: { tags, body: ZReceiptPreviewRequest, response: { 200: ZReceiptPreviewResponse } } },
    async (request) => receiptPreview(db, requireSession(request), request.body),
  );
  app.post(
    '/ReceiptPreview/SendEmailReceipt',
    {
      config,
      schema: { tags, body: ZSendEmailReceiptRequest, response: { 200: ZSendEmailReceiptResponse } },
    },
    async (request) => sendReceipt(db, deps.mailer, requireSession(request), request.body, request.log),
  );

  app.get(
    '/Export/GetPosTransactionExport',
    { config, schema: { tags, querystring: ZPosTransactionExportQuery } },
    async (request, reply) => {
      const { fileName, stream } = await posTransactionExport(db, requireSession(request), request.query, (error) =>
        request.log.error({ err: error }, 'export failed'),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
