import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import {
  POS_TRANSACTIONS_ERROR,
  type TTicketDetail,
  type TTicketLine,
  type TTicketRow,
  type TViewerSettings,
} from '@mp/contracts/tickets';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { createQueryClient } from '../../../lib/query-client';
import { i18n } from '../../../i18n/i18n';
import { portalData } from '../../../test/fixtures';
import { csrfRoute, mockFetch } from '../../../test/render';
import { stubViewportWidth } from '../../../test/viewport';
import { RECEIPT_CSP } from '../lib/receipt-document';
import { PosTransactionsPage } from './pos-transactions-page';

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(`posTransactions.${key}`, vars);

const SETTINGS: TViewerSettings = {
  StoreId: 2101,
  StoreName: 'Corner Cafe',
  TimeZone: 'America/Chicago',
  Today: '2026-01-20',
  IsStoreViewOnly: false,
  IsSearchByEnabled: false,
  TicketTypes: [
    { Code: 'S', Name: 'Sale' },
    { Code: 'RT', Name: 'Return' },
  ],
  SearchColumns: [{ Value: 'CustomerName', Name: 'Customer Name' }],
};

const row = (DocumentId: number, overrides: Partial<TTicketRow> = {}): TTicketRow => ({
  DocumentId,
  TicketDate: '2026-01-20T12:05:00-06:00',
  OrderName: null,
  TicketNumber: 1000 + DocumentId,
  CheckNumber: null,
  TransactionType: 'Sale',
  TransactionTypeCode: 'S',
  CustomerName: 'Ada Lovelace',
  TotalAmount: '1234.50',
  UserName: 'Sam Cashier',
  Station: 'Register 1',
  BusinessDate: '2026-01-20',
  ...overrides,
});

const detail = (overrides: Partial<TTicketDetail> = {}): TTicketDetail => ({
  DocumentId: 1,
  TransactionType: 'Sale',
  TransactionTypeCode: 'S',
  TicketDate: '2026-01-20T12:05:00-06:00',
  BusinessDate: '2026-01-20',
  TicketNumber: 1001,
  CheckNumber: null,
  CustomerName: 'Ada Lovelace',
  CustomerNumber: null,
  UserName: 'Sam Cashier',
  SalesAssociateName: null,
  Station: 'Register 1',
  SellingLocation: null,
  TicketTime: '12:05:00',
  OrderName: null,
  CustomerEmailAddress: null,
  PayinReason: null,
  PayoutReason: null,
  PayinComment: null,
  PayoutComment: null,
  ExternalReferenceNumber: null,
  OrderDueDateTime: null,
  OrderStatus: null,
  OrderStatusName: null,
  LastPrintedUtcDateTime: null,
  ContactName: null,
  ContactPhone: null,
  ContactAddress1: null,
  ContactAddress2: null,
  ContactCity: null,
  ContactState: null,
  ContactZipCode: null,
  SubTotalAmount: '10.00',
  ChargesAmount: '0.00',
  CCSurchargesAmount: '0.00',
  DiscountAmount: '0.00',
  DonationsAmount: '0.00',
  PriceOverridesAmount: '0.00',
  TaxAmount: '0.83',
  GratuityAmount: '0.00',
  GratuityTaxAmount: '0.00',
  TipAmount: '0.00',
  TotalAmount: '10.83',
  PaymentRoundedAmount: null,
  TenderAmount: '20.00',
  ChangeAmount: '9.17',
  ...overrides,
});

const line = (LineItemId: number, overrides: Partial<TTicketLine> = {}): TTicketLine => ({
  LineItemId,
  ItemName: `Item ${LineItemId}`,
  ItemNumber: null,
  Description: null,
  QuantitySold: '1.000',
  IsSoldByWeight: false,
  IsManualWeight: false,
  LineType: 'Item',
  LineTypeExtension: null,
  LineDiscount: '0.00',
  TicketDiscount: '0.00',
  Price: '5.00',
  Amount: '5.00',
  ParentLineItemId: null,
  IsPriceOverride: false,
  ...overrides,
});

type TSetup = {
  settings?: Partial<TViewerSettings>;
  details?: Record<number, TTicketDetail>;
  receipt?: { status?: number; body: unknown };
  emailAnswer?: { status?: number; body: unknown };
};

function renderPage({ settings = {}, details = { 1: detail() }, receipt, emailAnswer }: TSetup = {}) {
  const ticketRequests: Record<string, unknown>[] = [];
  const sent: Record<string, unknown>[] = [];
  const fetch = mockFetch({
    ...csrfRoute,
    'GET /TicketViewer/GetViewerSettings': () => ({ body: { ...SETTINGS, ...settings } }),
    'POST /TicketViewer/GetTickets': (body) => {
      ticketRequests.push(body as Record<string, unknown>);
      return {
        body: { ResultSet: [row(1), row(2, { CustomerName: null, OrderName: 'Pickup Bob' })], TotalRowCount: 2 },
      };
    },
    'POST /TicketViewer/GetTicketDetail2': (body) => {
      const found = details[(body as { DocumentId: number }).DocumentId];
      return found ? { body: found } : undefined;
    },
    'POST /TicketViewer/GetTicketLines': () => ({
      body: {
        ResultSet: [
          line(1, { ItemName: 'Coffee beans', QuantitySold: '0.750', IsSoldByWeight: true, IsManualWeight: true }),
          line(2, { ItemName: 'Latte' }),
          line(3, { ItemName: 'Oat milk', LineType: 'Modifier', ParentLineItemId: 2, Price: '0.50' }),
        ],
        TotalRowCount: 3,
      },
    }),
    'POST /TicketViewer/GetTicketPayments': () => ({
      body: {
        ResultSet: [
          {
            Description: 'Visa',
            PaymentAmount: '10.83',
            TipAmount: '2.00',
            AdditionalPaymentInfo: '**** 4242',
            TransactionId: 'TX-9',
            PaymentType: 'Credit',
          },
        ],
        TotalRowCount: 1,
      },
    }),
    'POST /TicketViewer/GetTicketTaxes': () => ({
      body: { ResultSet: [{ RuleName: 'State tax', TaxRate: '8.2500', TaxAmount: '0.83' }], TotalRowCount: 1 },
    }),
    'POST /TicketViewer/GetTicketNotes': () => ({
      body: {
        ResultSet: [
          { Note: 'second note', SequenceNumber: 2 },
          { Note: 'first note', SequenceNumber: 1 },
        ],
        TotalRowCount: 2,
      },
    }),
    'POST /ReceiptPreview/GetReceiptPreview': () =>
      receipt ?? { body: { HtmlReceipt: '<p>Thank you for visiting</p>', IsSuccessful: true } },
    'POST /ReceiptPreview/SendEmailReceipt': (body) => {
      sent.push(body as Record<string, unknown>);
      return emailAnswer ?? { body: { IsSuccessful: true, Message: 'ReceiptPreview.Success' } };
    },
  });
  const openSelection = vi.fn();
  const portal = portalData();
  const context = { portal, access: accessContextFromPortal(portal, {}), openSelection };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet context={context} />,
        children: [{ index: true, element: <PosTransactionsPage /> }],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { fetch, ticketRequests, sent, openSelection };
}

const grid = () => screen.findByRole('table', { name: t('grid.label') });
const openTicket = async (customer = 'Ada Lovelace') => {
  await userEvent.click(await within(await grid()).findByRole('cell', { name: customer }));
  return screen.findByRole('tablist', { name: t('detail.tabs.label') });
};
const openTab = async (key: string) => userEvent.click(screen.getByRole('tab', { name: t(`detail.tabs.${key}`) }));

describe('PosTransactionsPage', () => {
  // A laptop screen: the detail opens beside the grid (the phone drawer has its own test).
  beforeEach(() => {
    stubViewportWidth(1440);
    // jsdom lays nothing out and has no scrolling.
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('opens on Today in the store zone and lists tickets with store times (zone named) and currency amounts', async () => {
    const { ticketRequests } = renderPage();
    const table = await grid();
    expect(await within(table).findAllByRole('cell', { name: '01/20/2026, 12:05 PM CST' })).toHaveLength(2);
    expect(screen.getByRole('radio', { name: t('dateRange.today') })).toBeChecked();
    expect(ticketRequests[0]).toMatchObject({
      FromDate: '2026-01-20',
      ToDate: '2026-01-20',
      TicketFilter: '',
      PageRowCount: 25,
      RequestedPageNum: 1,
    });
    const total = within(table).getAllByRole('cell', { name: '$1,234.50' })[0]!;
    expect(total).toHaveClass('MuiTableCell-alignRight');
    // An online order without a customer shows the order's name.
    expect(within(table).getByRole('cell', { name: 'Pickup Bob' })).toBeInTheDocument();
    expect(screen.queryByLabelText(t('filters.searchBy'))).not.toBeInTheDocument();
  });

  it('presets and picked dates drive the request; a To before From resets to From', async () => {
    const { ticketRequests } = renderPage();
    await grid();
    await userEvent.click(screen.getByRole('radio', { name: t('dateRange.last7') }));
    await waitFor(() => expect(ticketRequests.at(-1)).toMatchObject({ FromDate: '2026-01-14', ToDate: '2026-01-20' }));
    await userEvent.click(screen.getByRole('radio', { name: t('dateRange.yesterday') }));
    await waitFor(() => expect(ticketRequests.at(-1)).toMatchObject({ FromDate: '2026-01-19', ToDate: '2026-01-19' }));

    const from = screen.getByLabelText(t('dateRange.from'));
    const to = screen.getByLabelText(t('dateRange.to'));
    // A date input takes a whole date at once (the picker, or a finished typed date).
    fireEvent.change(from, { target: { value: '2026-01-10' } });
    for (const preset of ['today', 'yesterday', 'last7', 'last30'])
      expect(screen.getByRole('radio', { name: t(`dateRange.${preset}`) })).not.toBeChecked();
    await waitFor(() => expect(ticketRequests.at(-1)).toMatchObject({ FromDate: '2026-01-10', ToDate: '2026-01-19' }));

    fireEvent.change(to, { target: { value: '2026-01-05' } });
    expect(to).toHaveValue('2026-01-10');
    expect(screen.getByRole('status')).toHaveTextContent(t('dateRange.toReset', { date: '2026-01-10' }));
    await waitFor(() => expect(ticketRequests.at(-1)).toMatchObject({ FromDate: '2026-01-10', ToDate: '2026-01-10' }));
  });

  it('filters by ticket type and, behind the flag, searches a chosen column', async () => {
    const { ticketRequests } = renderPage({ settings: { IsSearchByEnabled: true } });
    await grid();
    await userEvent.click(screen.getByRole('combobox', { name: t('filters.ticketType') }));
    await userEvent.click(await screen.findByRole('option', { name: 'Return' }));
    await waitFor(() => expect(ticketRequests.at(-1)).toMatchObject({ TicketFilter: 'RT' }));

    await userEvent.click(screen.getByRole('combobox', { name: t('filters.searchBy') }));
    await userEvent.click(await screen.findByRole('option', { name: 'Customer Name' }));
    await userEvent.type(screen.getByRole('textbox', { name: t('filters.searchFor') }), '  Ada {Enter}');
    await waitFor(() =>
      expect(ticketRequests.at(-1)).toMatchObject({ SearchArg: 'Ada', SearchColumnFilter: 'CustomerName' }),
    );
  });

  it('opens a ticket with the keyboard beside the grid, focus moving in and back on Escape, and shows each tab', async () => {
    renderPage({
      details: { 1: detail({ PaymentRoundedAmount: '-0.03', DiscountAmount: '2.00' }), 2: detail({ DocumentId: 2 }) },
    });
    const table = await grid();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    const firstRow = (await within(table).findByRole('cell', { name: 'Ada Lovelace' })).closest('tr')!;
    firstRow.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('tablist', { name: t('detail.tabs.label') });
    // A panel of the page (not a dialog) named by the ticket; focus moved to its heading; the row stays selected.
    const panel = screen.getByRole('region', { name: t('detail.label', { number: 1001 }) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: t('detail.label', { number: 1001 }) })).toHaveFocus();
    expect(firstRow).toHaveAttribute('aria-selected', 'true');
    const totals = await screen.findByRole('region', { name: t('details.totalsSection') });
    expect(within(totals).getByText(t('details.paymentRounded')).nextSibling).toHaveTextContent('-$0.03');
    // A discount is money taken off: negative, in the merchant's currency.
    expect(within(totals).getByText(t('details.discount')).nextSibling).toHaveTextContent('-$2.00');
    expect(within(totals).getByText(t('details.total')).nextSibling).toHaveTextContent('$10.83');
    expect(screen.queryByRole('region', { name: t('details.onlineOrderSection') })).not.toBeInTheDocument();

    await openTab('lines');
    const lines = await screen.findByRole('table', { name: t('lines.label') });
    const [, beans, latte, oat] = within(lines).getAllByRole('row');
    expect(beans).toHaveTextContent('0.75 (M)');
    expect(latte).toHaveTextContent('Latte');
    expect(oat).toHaveTextContent('Oat milk');
    expect(oat).toHaveTextContent('0.50');
    expect(screen.getByText(t('lines.manualWeight'))).toBeInTheDocument();

    await openTab('payments');
    const payments = await screen.findByRole('table', { name: t('payments.label') });
    expect(within(payments).getByRole('cell', { name: '$10.83' })).toHaveClass('MuiTableCell-alignRight');
    expect(within(payments).getByRole('cell', { name: '$2.00' })).toBeInTheDocument();

    await openTab('taxes');
    const taxes = await screen.findByRole('table', { name: t('taxes.label') });
    expect(within(taxes).getByRole('row', { name: /State tax/ })).toHaveTextContent('8.25%$0.83');

    await openTab('notes');
    const notes = await screen.findByRole('table', { name: t('notes.label') });
    expect(
      within(notes)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([`${t('notes.sequence')}${t('notes.note')}`, '1first note', '2second note']);

    // Escape closes the detail and puts focus back on the row it was opened from.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: t('detail.label', { number: 1001 }) })).not.toBeInTheDocument();
    expect(firstRow).toHaveFocus();
    expect(firstRow).toHaveAttribute('aria-selected', 'false');
  });

  it('on a phone opens the ticket in a drawer that the close button closes', async () => {
    stubViewportWidth(390);
    renderPage();
    const table = await grid();
    const row = (await within(table).findByRole('cell', { name: 'Ada Lovelace' })).closest('tr')!;
    await userEvent.click(row);
    const drawer = await screen.findByRole('dialog', { name: t('detail.label', { number: 1001 }) });
    expect(within(drawer).getByRole('heading', { name: t('detail.label', { number: 1001 }) })).toHaveFocus();
    expect(within(drawer).getByRole('tablist', { name: t('detail.tabs.label') })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: t('detail.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(row).toHaveFocus();
  });

  it('hides the cash-rounding row without a rounded amount and shows the online order only with a due date', async () => {
    renderPage({
      details: {
        1: detail({ PaymentRoundedAmount: '0.00' }),
        2: detail({
          DocumentId: 2,
          OrderDueDateTime: '2026-01-20T18:30:00-06:00',
          OrderStatus: 10,
          ContactName: 'Bob',
          ContactCity: 'Austin',
          ContactState: 'TX',
        }),
      },
    });
    await openTicket();
    const totals = await screen.findByRole('region', { name: t('details.totalsSection') });
    expect(within(totals).queryByText(t('details.paymentRounded'))).not.toBeInTheDocument();
    await openTicket('Pickup Bob');
    const order = await screen.findByRole('region', { name: t('details.onlineOrderSection') });
    expect(order).toHaveTextContent(t('details.orderStatuses.10'));
    expect(order).toHaveTextContent('01/20/2026, 6:30 PM CST');
    expect(order).toHaveTextContent('Austin, TX');
  });

  it('previews the receipt in a sandboxed frame, e-mails it to a valid address and prints after 500 ms', async () => {
    const { sent } = renderPage({ details: { 1: detail({ TransactionTypeCode: 'RT' }) } });
    await openTicket();
    await openTab('receipt');
    await userEvent.click(await screen.findByRole('checkbox', { name: t('receipt.includeNotes') }));
    await userEvent.click(screen.getByRole('button', { name: t('receipt.preview') }));
    const modal = await screen.findByRole('dialog', { name: t('receipt.title', { number: 1001 }) });
    const frame = within(modal).getByTitle(t('receipt.frameTitle')) as HTMLIFrameElement;
    expect(frame).toHaveAttribute('sandbox', 'allow-same-origin allow-scripts allow-modals');
    const doc = new DOMParser().parseFromString(frame.getAttribute('srcdoc')!, 'text/html');
    expect(doc.body.innerHTML).toBe('<p>Thank you for visiting</p>');
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toBe(RECEIPT_CSP);

    const send = within(modal).getByRole('button', { name: t('receipt.send') });
    const email = within(modal).getByRole('textbox', { name: t('receipt.email') });
    await userEvent.type(email, 'not-an-address');
    expect(send).toBeDisabled();
    expect(await within(modal).findByText(t('errors.invalidEmail'))).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'guest@example.com');
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    expect(await within(modal).findByRole('status')).toHaveTextContent(t('receipt.success'));
    expect(sent[0]).toEqual({
      DocumentId: 1,
      IncludeCustomerInfo: true,
      IncludeNotes: false,
      IsOrderTicket: false,
      IsReturnTicket: true,
      EmailAddress: 'guest@example.com',
    });

    const print = vi.fn();
    Object.defineProperty(frame.contentWindow!, 'print', { value: print, configurable: true });
    const clicked = Date.now();
    await userEvent.click(within(modal).getByRole('button', { name: t('receipt.print') }));
    expect(print).not.toHaveBeenCalled();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(450);
  });

  it("a refused e-mail (200, IsSuccessful false) shows the Message's text, never the key", async () => {
    renderPage({ emailAnswer: { body: { IsSuccessful: false, Message: POS_TRANSACTIONS_ERROR.emailFailed } } });
    await openTicket();
    await openTab('receipt');
    await userEvent.click(await screen.findByRole('button', { name: t('receipt.preview') }));
    const modal = await screen.findByRole('dialog', { name: t('receipt.title', { number: 1001 }) });
    await userEvent.type(within(modal).getByRole('textbox', { name: t('receipt.email') }), 'guest@example.com');
    await userEvent.click(within(modal).getByRole('button', { name: t('receipt.send') }));
    expect(await within(modal).findByText(i18n.t(POS_TRANSACTIONS_ERROR.emailFailed))).toBeInTheDocument();
    expect(within(modal).queryByText(POS_TRANSACTIONS_ERROR.emailFailed)).toBeNull();
    expect(within(modal).queryByRole('status')).toBeNull();
  });

  it('does not open the modal when the receipt cannot be fetched', async () => {
    renderPage({ receipt: { body: { HtmlReceipt: '', IsSuccessful: false } } });
    await openTicket();
    await openTab('receipt');
    await userEvent.click(await screen.findByRole('button', { name: t('receipt.preview') }));
    expect(await screen.findByText(t('receipt.retrieveError'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('in a multi-site company view shows the store-view-only modal, which closes, and asks for no tickets', async () => {
    const { ticketRequests, openSelection } = renderPage({ settings: { StoreId: 0, IsStoreViewOnly: true } });
    const modal = await screen.findByRole('dialog', { name: t('storeViewOnlyModal.title') });
    expect(modal).toHaveTextContent(t('storeViewOnly'));
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: t('storeViewOnlyModal.selectStore') }));
    expect(openSelection).toHaveBeenCalledWith('store');

    // No trap: Escape closes it, and the page keeps the message and the way to pick a store.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(t('storeViewOnly'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t('storeViewOnlyModal.selectStore') }));
    expect(openSelection).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(ticketRequests).toHaveLength(0);
  });
});
