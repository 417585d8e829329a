import {
  EXPORT_TYPES,
  posTransactionExportUrl,
  TICKETS_PAGE_SIZE,
  ZGetTicketsResponse,
  ZReceiptPreviewResponse,
  ZSendEmailReceiptResponse,
  ZTicketDetail,
  ZTicketLinesResponse,
  ZTicketNotesResponse,
  ZTicketPaymentsResponse,
  ZTicketTaxesResponse,
  ZViewerSettings,
  type TExportTypeCode,
  type TGetTicketsRequest,
  type TPosTransactionExportQuery,
  type TReceiptPreviewRequest,
  type TSendEmailReceiptRequest,
  type TTicketDetail,
  type TTicketDetailRequest,
  type TTicketLinesResponse,
  type TTicketNotesResponse,
  type TTicketPaymentsResponse,
  type TTicketRow,
  type TTicketSortColumn,
  type TTicketTaxesResponse,
} from '@mp/contracts/tickets';
import { ZApiError } from '@mp/contracts/api-error';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TGridView } from '../../../components/use-grid-state';
import { apiGet, apiPost, HttpError } from '../../../lib/api-client';
import { succeeded } from '../../../lib/error-text';

type TTicketsPage = Pick<TGridView<TTicketSortColumn>, 'page' | 'sort'>;

/** What the grid filters by; the page and order shown come beside them. */
export type TTicketFilters = Required<
  Pick<TGetTicketsRequest, 'FromDate' | 'ToDate' | 'TicketFilter' | 'SearchArg' | 'SearchColumnFilter'>
>;

/** The parts of a ticket the detail tabs read, each from its own call. */
export type TTicketPart = 'detail' | 'lines' | 'payments' | 'taxes' | 'notes';

// Every key carries the store: after a store change nothing cached for the previous store may show.
export const posTransactionsKeys = {
  all: ['pos-transactions'] as const,
  store: (storeId: number) => [...posTransactionsKeys.all, storeId] as const,
  settings: (storeId: number) => [...posTransactionsKeys.store(storeId), 'settings'] as const,
  tickets: (storeId: number, filters: TTicketFilters, { page, sort }: TTicketsPage) =>
    [...posTransactionsKeys.store(storeId), 'tickets', filters, page, sort.column, sort.direction] as const,
  ticket: (storeId: number, documentId: number, part: TTicketPart) =>
    [...posTransactionsKeys.store(storeId), 'ticket', documentId, part] as const,
};

export const useViewerSettings = (storeId: number) =>
  useQuery({
    queryKey: posTransactionsKeys.settings(storeId),
    queryFn: () => apiGet('/TicketViewer/GetViewerSettings', ZViewerSettings),
    meta: { handlesErrors: true },
  });

/** One page of tickets; the previous page stays on screen while the next loads, so the grid does not jump. */
export const useTickets = (storeId: number, filters: TTicketFilters, view: TTicketsPage, enabled: boolean) =>
  useQuery({
    queryKey: posTransactionsKeys.tickets(storeId, filters, view),
    queryFn: () =>
      apiPost('/TicketViewer/GetTickets', ZGetTicketsResponse, {
        ...filters,
        PageRowCount: TICKETS_PAGE_SIZE,
        RequestedPageNum: view.page + 1,
        SortColumn: view.sort.column,
        SortDirection: view.sort.direction,
      } satisfies TGetTicketsRequest),
    enabled,
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

type TPartData = {
  detail: TTicketDetail;
  lines: TTicketLinesResponse;
  payments: TTicketPaymentsResponse;
  taxes: TTicketTaxesResponse;
  notes: TTicketNotesResponse;
};

const PART_CALLS: { [P in TTicketPart]: { path: string; schema: z.ZodType<TPartData[P]> } } = {
  detail: { path: '/TicketViewer/GetTicketDetail2', schema: ZTicketDetail },
  lines: { path: '/TicketViewer/GetTicketLines', schema: ZTicketLinesResponse },
  payments: { path: '/TicketViewer/GetTicketPayments', schema: ZTicketPaymentsResponse },
  taxes: { path: '/TicketViewer/GetTicketTaxes', schema: ZTicketTaxesResponse },
  notes: { path: '/TicketViewer/GetTicketNotes', schema: ZTicketNotesResponse },
};

/** One part of a ticket, fetched when its tab is shown and kept while the ticket stays selected. */
export function useTicketPart<P extends TTicketPart>(storeId: number, ticket: TTicketRow, part: P) {
  const call = PART_CALLS[part];
  return useQuery({
    queryKey: posTransactionsKeys.ticket(storeId, ticket.DocumentId, part),
    queryFn: () =>
      apiPost(call.path, call.schema, {
        DocumentId: ticket.DocumentId,
        TicketNumber: ticket.TicketNumber,
        BusinessDate: ticket.BusinessDate,
      } satisfies TTicketDetailRequest),
    // Tickets are history: what was rung up does not change while the page is open.
    staleTime: Infinity,
    meta: { handlesErrors: true },
  });
}

/** Fetches the receipt HTML; a reply without IsSuccessful counts as a failure (spec 2 §7). */
export const useReceiptPreview = () =>
  useMutation({
    mutationFn: async (request: TReceiptPreviewRequest) => {
      const reply = await apiPost('/ReceiptPreview/GetReceiptPreview', ZReceiptPreviewResponse, request);
      if (!reply.IsSuccessful) throw new Error('receipt preview refused');
      return reply;
    },
    meta: { handlesErrors: true },
  });

export const useSendEmailReceipt = () =>
  useMutation({
    mutationFn: async (request: TSendEmailReceiptRequest) =>
      succeeded(await apiPost('/ReceiptPreview/SendEmailReceipt', ZSendEmailReceiptResponse, request)),
    meta: { handlesErrors: true },
  });

export type TExportRequest = { exportTypeCode: TExportTypeCode; filters: TTicketFilters };

/**
 * Downloads an export as the file the spec names. Fetched rather than linked, so a refusal (the company view's
 * 409, an expired session) is shown on the page instead of being saved as a file. The session cookie is the
 * credential, as for every GET.
 */
async function downloadExport({ exportTypeCode, filters }: TExportRequest): Promise<void> {
  const url = posTransactionExportUrl({ exportTypeCode, ...filters } satisfies TPosTransactionExportQuery);
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'text/csv' } });
  } catch {
    throw new HttpError(0, null, 'Network error');
  }
  if (!response.ok) {
    const body = ZApiError.safeParse(await response.json().catch(() => null));
    throw new HttpError(response.status, body.success ? body.data : null, response.statusText);
  }
  const blob = await response.blob();
  const fileName = EXPORT_TYPES.find((type) => type.Code === exportTypeCode)?.FileName ?? 'export.csv';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns; free it once the download surely has it.
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}

export const useExportDownload = () => useMutation({ mutationFn: downloadExport, meta: { handlesErrors: true } });
