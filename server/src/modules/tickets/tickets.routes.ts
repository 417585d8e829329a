import {
  POS_TRANSACTIONS_ERROR,
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
import type { FastifyRequest } from 'fastify';
import type { TApp, TDeps } from '../../app-types.ts';
import { storeScope, type TViewScope } from '../../db/tenant.ts';
import { access } from '../../plugins/access-guard.ts';
import { requirePortalState } from '../../plugins/session.ts';
import { storeScopeOf, tenancy, viewScopeOf } from '../../plugins/tenancy.ts';
import { receiptEmailLimits } from './receipt-email-limits.ts';
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

const pageAccess = access.route('results/posTrans');

/**
 * Every call serves the POS transactions page (feature 35) for one store: tickets are a store's. The company view of
 * a merchant with a single live store is that store; of a multi-site merchant it answers 409 (the web's store-view-only
 * modal).
 */
const config = {
  access: pageAccess,
  scope: tenancy.store(
    {
      status: 409,
      messageKey: POS_TRANSACTIONS_ERROR.storeViewOnly,
      message: 'Choose a store to see its transactions.',
    },
    { oneStoreCompanyView: true },
  ),
};

/** The settings answer the company view too: they are how the web learns it is store view only. */
const settingsConfig = { access: pageAccess, scope: tenancy.view };

/** The view the settings describe: the one the ticket calls answer for (a one-store company view is that store). */
function settingsView(request: FastifyRequest): TViewScope {
  const view = viewScopeOf(request);
  const { onlyLiveStoreId } = requirePortalState(request).context;
  return view.kind === 'company' && onlyLiveStoreId !== null ? storeScope(view.merchantId, onlyLiveStoreId) : view;
}

export function ticketsRoutes(app: TApp, deps: TDeps): void {
  const { db } = deps;
  const tags = ['POS transactions'];

  app.get(
    '/TicketViewer/GetViewerSettings',
    { config: settingsConfig, schema: { tags, response: { 200: ZViewerSettings } } },
    async (request) => viewerSettings(db, settingsView(request), requirePortalState(request).access.flags),
  );

  app.post(
    '/TicketViewer/GetTickets',
    { config, schema: { tags, body: ZGetTicketsRequest, response: { 200: ZGetTicketsResponse } } },
    async (request) => listTickets(db, storeScopeOf(request), request.body),
  );

  const detailSchema = { tags, body: ZTicketDetailRequest };
  app.post(
    '/TicketViewer/GetTicketDetail2',
    { config, schema: { ...detailSchema, response: { 200: ZTicketDetail } } },
    async (request) => ticketDetail(db, storeScopeOf(request), request.body.DocumentId),
  );
  app.post(
    '/TicketViewer/GetTicketLines',
    { config, schema: { ...detailSchema, response: { 200: ZTicketLinesResponse } } },
    async (request) => ticketLines(db, storeScopeOf(request), request.body),
  );
  app.post(
    '/TicketViewer/GetTicketPayments',
    { config, schema: { ...detailSchema, response: { 200: ZTicketPaymentsResponse } } },
    async (request) => ticketPayments(db, storeScopeOf(request), request.body),
  );
  app.post(
    '/TicketViewer/GetTicketTaxes',
    { config, schema: { ...detailSchema, response: { 200: ZTicketTaxesResponse } } },
    async (request) => ticketTaxes(db, storeScopeOf(request), request.body),
  );
  app.post(
    '/TicketViewer/GetTicketNotes',
    { config, schema: { ...detailSchema, response: { 200: ZTicketNotesResponse } } },
    async (request) => ticketNotes(db, storeScopeOf(request), request.body),
  );

  app.post(
    '/ReceiptPreview/GetReceiptPreview',
    { config, schema: { tags, body: ZReceiptPreviewRequest, response: { 200: ZReceiptPreviewResponse } } },
    async (request) => receiptPreview(db, storeScopeOf(request), request.body),
  );
  app.post(
    '/ReceiptPreview/SendEmailReceipt',
    {
      config,
      schema: { tags, body: ZSendEmailReceiptRequest, response: { 200: ZSendEmailReceiptResponse } },
      preHandler: receiptEmailLimits(app, deps.env),
    },
    async (request) => sendReceipt(db, deps.mailer, storeScopeOf(request), request.body, request.log),
  );

  app.get(
    '/Export/GetPosTransactionExport',
    { config, schema: { tags, querystring: ZPosTransactionExportQuery } },
    async (request, reply) => {
      const { fileName, stream } = posTransactionExport(db, storeScopeOf(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
