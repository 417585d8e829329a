import { FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import {
  addDays,
  POS_TRANSACTIONS_ERROR,
  RECEIPT_SENT_KEY,
  todayInZone,
  ZGetTicketsResponse,
  ZTicketDetail,
  ZTicketLinesResponse,
  ZTicketNotesResponse,
  ZTicketPaymentsResponse,
  ZTicketTaxesResponse,
  ZViewerSettings,
  type TGetTicketsRequest,
  type TTicketDetail,
} from '@mp/contracts/tickets';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/create-db.ts';
import { MERCHANT, STORE } from '../../demo/ids.ts';
import { TICKET_MERCHANTS } from '../../demo/seed-tickets.ts';
import { latestOutboxMessage } from '../../mail/outbox.ts';
import { createMerchant, createUser, type TMerchantFixture } from '../../test/factories/accounts.ts';
import { createReceiptSettings, createTicket } from '../../test/factories/tickets.ts';
import { TICKETS_PER_BATCH } from './tickets-export.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
let store: TestClient;
let today: string;

beforeAll(async () => {
  t = await startTestApp();
  store = t.client();
  await store.logOn('store');
  today = todayInZone('America/New_York');
});
afterAll(async () => {
  await t?.close();
});

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.db, query);
const last30 = () => ({ FromDate: addDays(today, -29), ToDate: today });
const getTickets = (c: TestClient, body: TGetTicketsRequest) => c.post('/TicketViewer/GetTickets', body);

/** Tickets of a store in a business-date range, counted straight from the table (the oracle for the API). */
async function dbCount(storeId: number, from: string, to: string, extra = sql``): Promise<number> {
  const [row] = await rows<{ n: number }>(
    sql`select count(*)::int as n from tickets where store_id = ${storeId}
          and business_date between ${from}::date and ${to}::date ${extra}`,
  );
  return row!.n;
}

async function oneTicket(storeId: number, where = sql``): Promise<{ id: number; ticket_number: number }> {
  const [row] = await rows<{ id: number; ticket_number: number }>(
    sql`select id, ticket_number from tickets where store_id = ${storeId} ${where} order by id limit 1`,
  );
  return row!;
}

const signedIn = async (user: string) => {
  const c = t.client();
  await c.logOn(user);
  return c;
};

/** A merchant of the test's own with one store, and its Owner signed in at that store. */
async function ownStore(): Promise<{ merchant: TMerchantFixture; client: TestClient }> {
  const merchant = await createMerchant(t.db);
  const owner = await createUser(t.db, merchant);
  return { merchant, client: await signedIn(owner.userName) };
}

/** The demo history alone: tickets that tests create for their own merchants are not part of it. */
const demoTickets = sql.raw(`merchant_id in (${TICKET_MERCHANTS.join(', ')})`);

describe('the demo tickets', () => {
  it('cover 90 days of every demo store with every transaction type, and add up', async () => {
    const perStore = await rows<{ store_id: number; days: number; types: number }>(
      sql`select store_id, count(distinct business_date)::int as days, count(distinct transaction_type)::int as types
            from tickets where ${demoTickets} group by store_id`,
    );
    expect(perStore.map((r) => r.store_id)).toEqual(
      expect.arrayContaining([
        STORE.bistroDowntown,
        STORE.bistroRiverside,
        STORE.cornerCafe,
        STORE.harborBankDeli,
        STORE.dueSoonGrill,
        STORE.processorPubSouth,
      ]),
    );
    for (const r of perStore) expect(r.days).toBeGreaterThanOrEqual(90);
    const types = await rows<{ transaction_type: string }>(
      sql`select distinct transaction_type from tickets where ${demoTickets}`,
    );
    expect(types.map((r) => r.transaction_type).sort()).toEqual(['C', 'F', 'I', 'P', 'R', 'RT', 'S', 'SR', 'V']);
    // Ticket totals are the sums of their parts, and what was tendered minus change is what was due.
    const [bad] = await rows<{ totals: number; tender: number; lines: number }>(sql`
      select count(*) filter (where total_amount <> sub_total_amount - discount_amount + charges_amount
                                + cc_surcharges_amount + donations_amount + tax_amount + gratuity_amount
                                + gratuity_tax_amount and transaction_type not in ('P', 'I'))::int as totals,
             count(*) filter (where transaction_type not in ('C', 'V')
                                and tender_amount - change_amount <> total_amount + coalesce(payment_rounded_amount, 0))::int
               as tender,
             count(*) filter (where sub_total_amount <> (select coalesce(sum(amount), 0) from ticket_lines l
                                where l.ticket_id = t.id and l.line_type in ('Item', 'Modifier')))::int as lines
        from tickets t where ${demoTickets}`);
    expect(bad).toEqual({ totals: 0, tender: 0, lines: 0 });
    const [variety] = await rows<Record<string, number>>(sql`
      select count(*) filter (where order_due_at is not null)::int as online,
             count(*) filter (where payment_rounded_amount is not null)::int as rounded,
             count(*) filter (where tip_amount > 0)::int as tips,
             count(*) filter (where gratuity_amount > 0)::int as gratuity,
             count(*) filter (where cc_surcharges_amount > 0)::int as surcharges,
             count(*) filter (where discount_amount <> 0)::int as discounts,
             count(*) filter (where reason_id is not null)::int as reasons,
             count(*) filter (where transaction_type = 'F' and order_due_at > now())::int as future,
             (select count(*) from ticket_lines where is_manual_weight and ${demoTickets})::int as manual_weight,
             (select count(*) from ticket_lines where parent_line_id is not null and ${demoTickets})::int as modifiers
        from tickets where ${demoTickets}`);
    for (const [name, n] of Object.entries(variety!)) expect(n, name).toBeGreaterThan(0);
    // Lunch and dinner are the busy hours.
    const hours = await rows<{ business_hour: number; n: number }>(
      sql`select business_hour, count(*)::int as n from tickets where ${demoTickets} group by 1 order by 2 desc limit 4`,
    );
    for (const h of hours) expect([11, 12, 13, 17, 18, 19, 20]).toContain(h.business_hour);
  });
});

describe('GET /TicketViewer/GetViewerSettings', () => {
  it('answers the store, its zone and today', async () => {
    const r = await store.get('/TicketViewer/GetViewerSettings');
    expect(r.status).toBe(200);
    const settings = ZViewerSettings.parse(r.body);
    expect(settings).toMatchObject({
      StoreId: STORE.cornerCafe,
      StoreName: 'Corner Cafe',
      TimeZone: 'America/New_York',
      Today: today,
      IsStoreViewOnly: false,
      IsSearchByEnabled: false,
    });
    expect(settings.TicketTypes.map((x) => x.Code)).toEqual(['S', 'RT', 'SR', 'C', 'V', 'P', 'I', 'R', 'F']);
  });

  it('answers the merchant’s search-by flag', async () => {
    const { merchant, client } = await ownStore();
    const before = await client.get('/TicketViewer/GetViewerSettings');
    expect(before.body).toMatchObject({
      StoreId: merchant.storeIds[0],
      StoreName: `${merchant.name} Store 1`,
      IsSearchByEnabled: false,
    });
    await t.db.execute(
      sql`insert into feature_flag_values (merchant_id, store_id, flag_name, is_on)
          values (${merchant.merchantId}, 0, 'ticketSearchBy', true)`,
    );
    expect((await client.get('/TicketViewer/GetViewerSettings')).body.IsSearchByEnabled).toBe(true);
  });
});

describe('company view of a multi-site merchant', () => {
  it('is store view only: settings say so, ticket calls answer 409', async () => {
    const company = await signedIn('company');
    expect(
      (await company.post('/Account/SaveStoreContext?StoreId=0', { OverrideMerchantId: MERCHANT.demoBistro })).status,
    ).toBe(200);
    await company.fetchCsrf();
    const settings = await company.get('/TicketViewer/GetViewerSettings');
    expect(settings.body).toMatchObject({ StoreId: 0, IsStoreViewOnly: true });
    const ticket = await oneTicket(STORE.bistroDowntown);
    for (const [path, body] of [
      ['/TicketViewer/GetTickets', last30()],
      ['/TicketViewer/GetTicketDetail2', { DocumentId: ticket.id }],
      ['/ReceiptPreview/GetReceiptPreview', { DocumentId: ticket.id }],
    ] as const) {
      const r = await company.post(path, body);
      expect(r.status, path).toBe(409);
      expect(r.body).toMatchObject({ success: false, messageKey: POS_TRANSACTIONS_ERROR.storeViewOnly });
    }
    const csv = await company.get(
      `/Export/GetPosTransactionExport?exportTypeCode=PosTrans&FromDate=${today}&ToDate=${today}`,
    );
    expect(csv.status).toBe(409);
  });

  it('after choosing a store shows that store’s tickets in its own zone', async () => {
    const company = await signedIn('company');
    await company.post(`/Account/SaveStoreContext?StoreId=${STORE.bistroRiverside}`, {
      OverrideMerchantId: MERCHANT.demoBistro,
    });
    await company.fetchCsrf();
    const settings = ZViewerSettings.parse((await company.get('/TicketViewer/GetViewerSettings')).body);
    expect(settings).toMatchObject({
      StoreId: STORE.bistroRiverside,
      TimeZone: 'America/Chicago',
      IsStoreViewOnly: false,
    });
    const range = { FromDate: addDays(settings.Today, -6), ToDate: settings.Today };
    const r = await getTickets(company, { ...range, PageRowCount: 1000 });
    expect(r.status).toBe(200);
    expect(r.body.TotalRowCount).toBe(await dbCount(STORE.bistroRiverside, range.FromDate, range.ToDate));
    const ids = r.body.ResultSet.map((x: { DocumentId: number }) => x.DocumentId);
    const stores = await rows<{ store_id: number }>(
      sql`select distinct store_id from tickets where id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    expect(stores).toEqual([{ store_id: STORE.bistroRiverside }]);
    // Chicago is UTC-6 or -5: the ISO TicketDate carries the store's offset.
    expect(r.body.ResultSet[0].TicketDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[56]:00$/);
  });
});

describe('company view of a merchant with one live store', () => {
  it('is that store for the settings and every ticket call', async () => {
    const merchant = await createMerchant(t.db, { storeCount: 2, timeZone: 'America/Denver' });
    await t.db.execute(sql`update stores set is_deleted = true where id = ${merchant.storeIds[1]!}`);
    const ticket = await createTicket(t.db, merchant.store());
    const company = await signedIn((await createUser(t.db, merchant, { isCompanyUser: true })).userName);
    expect(
      (await company.post('/Account/SaveStoreContext?StoreId=0', { OverrideMerchantId: merchant.merchantId })).status,
    ).toBe(200);
    await company.fetchCsrf();
    const settings = ZViewerSettings.parse((await company.get('/TicketViewer/GetViewerSettings')).body);
    expect(settings).toMatchObject({
      StoreId: merchant.storeIds[0],
      StoreName: `${merchant.name} Store 1`,
      TimeZone: 'America/Denver',
      IsStoreViewOnly: false,
    });
    const range = { FromDate: addDays(ticket.businessDate, -1), ToDate: ticket.businessDate };
    const list = await getTickets(company, range);
    expect(list.status).toBe(200);
    expect(list.body.ResultSet.map((r: { DocumentId: number }) => r.DocumentId)).toEqual([ticket.id]);
    const detail = await company.post('/TicketViewer/GetTicketDetail2', { DocumentId: ticket.id });
    expect(detail.body).toMatchObject({ DocumentId: ticket.id, TicketNumber: ticket.ticketNumber });
    const csv = await company.get(
      `/Export/GetPosTransactionExport?exportTypeCode=PosTrans&FromDate=${range.FromDate}&ToDate=${range.ToDate}`,
    );
    expect((parse(csv.text) as string[][]).slice(1).map((row) => Number(row[2]))).toEqual([ticket.ticketNumber]);
  });
});

describe('POST /TicketViewer/GetTickets', () => {
  it('pages the store’s tickets of the date range, newest first, counting them all', async () => {
    const range = last30();
    const first = await getTickets(store, range);
    expect(first.status).toBe(200);
    const page1 = ZGetTicketsResponse.parse(first.body);
    expect(page1.ResultSet).toHaveLength(25);
    expect(page1.TotalRowCount).toBe(await dbCount(STORE.cornerCafe, range.FromDate, range.ToDate));
    const page2 = ZGetTicketsResponse.parse((await getTickets(store, { ...range, RequestedPageNum: 2 })).body);
    const both = [...page1.ResultSet, ...page2.ResultSet];
    expect(new Set(both.map((r) => r.DocumentId)).size).toBe(50);
    const instants = both.map((r) => Date.parse(r.TicketDate));
    expect(instants).toEqual([...instants].sort((a, b) => b - a));
    for (const r of both) {
      expect(r.BusinessDate >= range.FromDate && r.BusinessDate <= range.ToDate).toBe(true);
      // The local date of the ISO time is the business date.
      expect(r.TicketDate.slice(0, 10)).toBe(r.BusinessDate);
    }
    const lastPage = Math.ceil(page1.TotalRowCount / 25);
    const tail = (await getTickets(store, { ...range, RequestedPageNum: lastPage })).body;
    expect(tail.ResultSet.length).toBe(page1.TotalRowCount - (lastPage - 1) * 25);
  });

  it('counts exactly the business dates asked for, one day included', async () => {
    const day = addDays(today, -3);
    const r = await getTickets(store, { FromDate: day, ToDate: day, PageRowCount: 1000 });
    expect(r.body.TotalRowCount).toBe(await dbCount(STORE.cornerCafe, day, day));
    expect(r.body.TotalRowCount).toBeGreaterThan(0);
    expect(new Set(r.body.ResultSet.map((x: { BusinessDate: string }) => x.BusinessDate))).toEqual(new Set([day]));
  });

  it.each(['RT', 'P', 'S'] as const)('filters by transaction type %s', async (code) => {
    const range = last30();
    const r = await getTickets(store, { ...range, TicketFilter: code, PageRowCount: 1000 });
    expect(r.body.TotalRowCount).toBe(
      await dbCount(STORE.cornerCafe, range.FromDate, range.ToDate, sql`and transaction_type = ${code}`),
    );
    expect(r.body.TotalRowCount).toBeGreaterThan(0);
    for (const row of r.body.ResultSet) expect(row.TransactionTypeCode).toBe(code);
    const all = await getTickets(store, { ...range, TicketFilter: 'All' });
    expect(all.body.TotalRowCount).toBe(await dbCount(STORE.cornerCafe, range.FromDate, range.ToDate));
  });

  it('searches by the chosen column', async () => {
    const range = { FromDate: addDays(today, -90), ToDate: today };
    const ticket = await oneTicket(STORE.cornerCafe, sql`and customer_name is not null`);
    const byNumber = await getTickets(store, {
      ...range,
      SearchArg: String(ticket.ticket_number),
      SearchColumnFilter: 'TicketNumber',
    });
    expect(byNumber.body.ResultSet.map((r: { DocumentId: number }) => r.DocumentId)).toEqual([ticket.id]);
    const byName = await getTickets(store, { ...range, SearchArg: 'OLIV', SearchColumnFilter: 'CustomerName' });
    expect(byName.body.TotalRowCount).toBe(
      await dbCount(STORE.cornerCafe, range.FromDate, range.ToDate, sql`and customer_name ilike '%oliv%'`),
    );
    expect(byName.body.TotalRowCount).toBeGreaterThan(0);
    for (const r of byName.body.ResultSet) expect(r.CustomerName.toLowerCase()).toContain('oliv');
    const [amount] = await rows<{ total: string }>(
      sql`select total_amount::text as total from tickets where id = ${ticket.id}`,
    );
    const byAmount = await getTickets(store, { ...range, SearchArg: amount!.total, SearchColumnFilter: 'TotalAmount' });
    expect(byAmount.body.ResultSet.every((r: { TotalAmount: string }) => r.TotalAmount === amount!.total)).toBe(true);
    expect(byAmount.body.ResultSet.length).toBeGreaterThan(0);
    // Letters never match a number column; LIKE wildcards are taken literally.
    expect(
      (await getTickets(store, { ...range, SearchArg: 'abc', SearchColumnFilter: 'TicketNumber' })).body,
    ).toMatchObject({ TotalRowCount: 0 });
    expect((await getTickets(store, { ...range, SearchArg: '%', SearchColumnFilter: 'UserName' })).body).toMatchObject({
      TotalRowCount: 0,
    });
    // No column: ticket number or names.
    const any = await getTickets(store, { ...range, SearchArg: String(ticket.ticket_number) });
    expect(any.body.ResultSet.map((r: { DocumentId: number }) => r.DocumentId)).toContain(ticket.id);
  });

  it.each([
    [{ FromDate: '2026-11-10', ToDate: '2026-11-09' }, 'ToDate', POS_TRANSACTIONS_ERROR.toBeforeFrom],
    [{ FromDate: '2026-02-30', ToDate: '2026-03-01' }, 'FromDate', POS_TRANSACTIONS_ERROR.invalidDate],
    [{ FromDate: '2026-11-01', ToDate: '2026-11-02', TicketFilter: 'X' }, 'TicketFilter', API_ERROR_KEY.validation],
    [{ FromDate: '2026-11-01', ToDate: '2026-11-02', PageRowCount: 0 }, 'PageRowCount', API_ERROR_KEY.validation],
  ])('refuses %o at %s', async (body, field, messageKey) => {
    const r = await store.post('/TicketViewer/GetTickets', body);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, messageKey, field });
  });
});

describe('ticket detail calls', () => {
  const post = (path: string, DocumentId: number) => store.post(`/TicketViewer/${path}`, { DocumentId });

  it('answer the ticket, its lines with modifiers, payments, taxes and notes, all adding up', async () => {
    const { id } = await oneTicket(
      STORE.cornerCafe,
      sql`and transaction_type = 'S' and exists (select 1 from ticket_lines l where l.ticket_id = tickets.id
            and l.parent_line_id is not null) and exists (select 1 from ticket_notes n where n.ticket_id = tickets.id)`,
    );
    const detail: TTicketDetail = ZTicketDetail.parse((await post('GetTicketDetail2', id)).body);
    expect(detail).toMatchObject({ DocumentId: id, TransactionTypeCode: 'S', TransactionType: 'Sale' });
    expect(detail.TicketTime).toBe(detail.TicketDate.slice(11, 19));
    const cents = (s: string) => Math.round(Number(s) * 100);
    expect(cents(detail.TotalAmount)).toBe(
      cents(detail.SubTotalAmount) -
        cents(detail.DiscountAmount) +
        cents(detail.ChargesAmount) +
        cents(detail.CCSurchargesAmount) +
        cents(detail.DonationsAmount) +
        cents(detail.TaxAmount) +
        cents(detail.GratuityAmount) +
        cents(detail.GratuityTaxAmount),
    );
    const lines = ZTicketLinesResponse.parse((await post('GetTicketLines', id)).body);
    expect(lines.TotalRowCount).toBe(lines.ResultSet.length);
    const ids = new Set(lines.ResultSet.map((l) => l.LineItemId));
    const modifiers = lines.ResultSet.filter((l) => l.ParentLineItemId !== null);
    expect(modifiers.length).toBeGreaterThan(0);
    for (const m of modifiers) {
      expect(m.LineType).toBe('Modifier');
      expect(ids.has(m.ParentLineItemId!)).toBe(true);
    }
    const sold = lines.ResultSet.filter((l) => l.LineType === 'Item' || l.LineType === 'Modifier');
    expect(sold.reduce((sum, l) => sum + cents(l.Amount), 0)).toBe(cents(detail.SubTotalAmount));
    const payments = ZTicketPaymentsResponse.parse((await post('GetTicketPayments', id)).body);
    expect(payments.ResultSet.reduce((sum, p) => sum + cents(p.PaymentAmount), 0)).toBe(cents(detail.TenderAmount));
    const taxes = ZTicketTaxesResponse.parse((await post('GetTicketTaxes', id)).body);
    expect(taxes.ResultSet.reduce((sum, x) => sum + cents(x.TaxAmount), 0)).toBe(cents(detail.TaxAmount));
    const notes = ZTicketNotesResponse.parse((await post('GetTicketNotes', id)).body);
    expect(notes.ResultSet.length).toBeGreaterThan(0);
    expect(notes.ResultSet.map((n) => n.SequenceNumber)).toEqual(notes.ResultSet.map((_, i) => i + 1));
  });

  it('page the lines', async () => {
    const { id } = await oneTicket(
      STORE.cornerCafe,
      sql`and (select count(*) from ticket_lines l where l.ticket_id = tickets.id) >= 3`,
    );
    const all = (await store.post('/TicketViewer/GetTicketLines', { DocumentId: id })).body;
    const page = (
      await store.post('/TicketViewer/GetTicketLines', { DocumentId: id, PageRowCount: 2, RequestedPageNum: 2 })
    ).body;
    expect(page.TotalRowCount).toBe(all.TotalRowCount);
    expect(page.ResultSet).toEqual(all.ResultSet.slice(2, 4));
    const beyond = (
      await store.post('/TicketViewer/GetTicketLines', { DocumentId: id, PageRowCount: 2, RequestedPageNum: 99 })
    ).body;
    expect(beyond).toEqual({ ResultSet: [], TotalRowCount: all.TotalRowCount });
  });

  it('show online-order fields and the status only with a due date', async () => {
    const online = await oneTicket(STORE.cornerCafe, sql`and order_due_at is not null and order_status = 4`);
    const detail = ZTicketDetail.parse((await post('GetTicketDetail2', online.id)).body);
    expect(detail.OrderDueDateTime).not.toBeNull();
    expect(detail).toMatchObject({ OrderStatus: 4, OrderStatusName: 'Closed', SellingLocation: expect.any(String) });
    expect(detail.ExternalReferenceNumber).toMatch(/^OLO-/);
    const counter = await oneTicket(STORE.cornerCafe, sql`and order_due_at is null and transaction_type = 'S'`);
    expect((await post('GetTicketDetail2', counter.id)).body).toMatchObject({
      OrderDueDateTime: null,
      OrderStatusName: null,
    });
    const payout = await oneTicket(STORE.cornerCafe, sql`and transaction_type = 'P'`);
    const p = ZTicketDetail.parse((await post('GetTicketDetail2', payout.id)).body);
    expect(p.PayoutReason).toEqual(expect.any(String));
    expect(p.PayinReason).toBeNull();
  });

  it('answer 404 for another store’s or merchant’s ticket exactly as for a missing one', async () => {
    const otherStore = await oneTicket(STORE.bistroDowntown);
    const otherMerchant = await oneTicket(STORE.processorPubSouth);
    const missing = await post('GetTicketDetail2', 2_000_000_000);
    expect(missing.status).toBe(404);
    for (const path of ['GetTicketDetail2', 'GetTicketLines', 'GetTicketPayments', 'GetTicketTaxes', 'GetTicketNotes'])
      for (const id of [otherStore.id, otherMerchant.id]) {
        const r = await post(path, id);
        expect(r.status, `${path} ${id}`).toBe(404);
        expect(r.body).toEqual(missing.body);
      }
    for (const path of ['/ReceiptPreview/GetReceiptPreview', '/ReceiptPreview/SendEmailReceipt']) {
      const r = await store.post(path, { DocumentId: otherStore.id, EmailAddress: 'x@example.com' });
      expect(r.status, path).toBe(404);
    }
  });
});

describe('a role without the POS transactions page', () => {
  it('gets 403 from every call', async () => {
    const merchant = await createMerchant(t.db);
    const { id } = await createTicket(t.db, merchant.store());
    const reports = await signedIn((await createUser(t.db, merchant, { role: 'Manager' })).userName);
    expect((await reports.get('/TicketViewer/GetViewerSettings')).status).toBe(200);
    // The merchant's Manager role loses the POS transactions page.
    await t.db.execute(sql`update role_features set is_active = false
                            where role_id = ${merchant.roleIds.Manager} and feature_id = ${FEATURE_ID.posTransactions}`);
    expect((await reports.get('/TicketViewer/GetViewerSettings')).status).toBe(403);
    expect((await getTickets(reports, last30())).status).toBe(403);
    expect((await reports.post('/TicketViewer/GetTicketDetail2', { DocumentId: id })).status).toBe(403);
    expect((await reports.post('/ReceiptPreview/GetReceiptPreview', { DocumentId: id })).status).toBe(403);
    expect(
      (await reports.get(`/Export/GetPosTransactionExport?exportTypeCode=PosTrans&FromDate=${today}&ToDate=${today}`))
        .status,
    ).toBe(403);
  });
});

describe('receipts', () => {
  const preview = async (body: Record<string, unknown>, client = store) => {
    const r = await client.post('/ReceiptPreview/GetReceiptPreview', body);
    expect(r.status).toBe(200);
    expect(r.body.IsSuccessful).toBe(true);
    return r.body.HtmlReceipt as string;
  };

  it('render the ticket with the store’s settings, escaping every value', async () => {
    const { merchant, client } = await ownStore();
    await createReceiptSettings(t.db, merchant.store(), {
      footerText: 'Thank you for visiting!',
      returnPolicyText: 'Returns accepted within 30 days',
      orderFooterText: 'Pick up at the front counter',
    });
    const { id, ticketNumber } = await createTicket(t.db, merchant.store(), {
      customerName: '<script>alert(1)</script>',
      sellingLocation: 'Pick Up',
      online: { externalReferenceNumber: 'OLO-00000042', orderDueAt: new Date(), orderStatus: 4 },
      lines: [
        { itemName: 'Mac & Cheese', price: '8.50' },
        { itemName: 'Extra Cheese', price: '1.00', modifierOf: 0 },
        { itemName: "Chef's Salad", price: '9.25' },
      ],
      notes: ['Ring <b>twice</b> & wait'],
    });
    const plain = await preview({ DocumentId: id }, client);
    expect(plain).toContain(`#${ticketNumber}`);
    // No header text: the store's name heads the receipt.
    expect(plain).toContain(`${merchant.name} Store 1`);
    expect(plain).toContain('Thank you for visiting!');
    expect(plain).not.toContain('alert(1)');
    expect(plain).not.toContain('Ring');
    expect(plain).not.toContain('Cash rounding');
    expect(plain).not.toContain('RETURN');
    const full = await preview(
      { DocumentId: id, IncludeCustomerInfo: true, IncludeNotes: true, IsOrderTicket: true, IsReturnTicket: true },
      client,
    );
    expect(full).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(full).not.toContain('<script>');
    expect(full).toContain('Ring &lt;b&gt;twice&lt;/b&gt; &amp; wait');
    expect(full).toContain('Online order');
    expect(full).toContain('OLO-');
    expect(full).toContain('RETURN');
    expect(full).toContain('Returns accepted within 30 days');
    expect(full).toContain('Pick up at the front counter');
    const [lines] = await rows<{ names: string[] }>(
      sql`select array_agg(item_name) as names from ticket_lines where ticket_id = ${id}`,
    );
    for (const name of lines!.names) expect(full).toContain(name.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
  });

  it('show the cash rounding row only when there is one', async () => {
    const { merchant, client } = await ownStore();
    const rounded = await createTicket(t.db, merchant.store(), { paymentRoundedAmount: '-0.02' });
    const exact = await createTicket(t.db, merchant.store());
    expect(await preview({ DocumentId: rounded.id }, client)).toContain('Cash rounding');
    expect(await preview({ DocumentId: exact.id }, client)).not.toContain('Cash rounding');
    const detail = await client.post('/TicketViewer/GetTicketDetail2', { DocumentId: rounded.id });
    expect(detail.body.PaymentRoundedAmount).toBe('-0.02');
  });

  it('go out by e-mail to a valid address', async () => {
    const { id, ticket_number } = await oneTicket(STORE.cornerCafe, sql`and transaction_type = 'S'`);
    const r = await store.post('/ReceiptPreview/SendEmailReceipt', {
      DocumentId: id,
      EmailAddress: 'guest.receipt@example.com',
      IncludeNotes: true,
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ IsSuccessful: true, Message: RECEIPT_SENT_KEY });
    const mail = await latestOutboxMessage(t.env.dataDir, 'guest.receipt@example.com');
    expect(mail?.subject).toContain(`#${ticket_number}`);
    expect(mail?.text).toContain('Total');
    expect(mail?.text).toContain('Corner Cafe');
  });

  it.each(['not-an-address', 'a@b', 'ann@example.com; bob@example.com'])('refuse the address %s', async (address) => {
    const { id } = await oneTicket(STORE.cornerCafe);
    const r = await store.post('/ReceiptPreview/SendEmailReceipt', { DocumentId: id, EmailAddress: address });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ messageKey: POS_TRANSACTIONS_ERROR.invalidEmail, field: 'EmailAddress' });
  });
});

describe('GET /Export/GetPosTransactionExport', () => {
  const exportCsv = (query: Record<string, string | number>, client = store) =>
    client.get(
      `/Export/GetPosTransactionExport?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    );

  it('streams POS Trans: one row per ticket of the store, newest first', async () => {
    const range = last30();
    const r = await exportCsv({ exportTypeCode: 'PosTrans', ...range });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/csv');
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="POS Trans.csv"');
    const records = parse(r.text) as string[][];
    expect(records[0]).toEqual([
      'Ticket Date',
      'Business Date',
      'Ticket Number',
      'Check Number',
      'Transaction Type',
      'Order Name',
      'Customer Name',
      'User Name',
      'Station',
      'Selling Location',
      'Sub Total',
      'Discount',
      'Tax',
      'Tip',
      'Gratuity',
      'Total',
      'Tender',
      'Change',
    ]);
    const data = records.slice(1);
    expect(data).toHaveLength(await dbCount(STORE.cornerCafe, range.FromDate, range.ToDate));
    const dates = data.map((row) => row[0]!);
    expect(dates).toEqual([...dates].sort().reverse());
    const numbers = await rows<{ n: number }>(
      sql`select ticket_number as n from tickets where store_id = ${STORE.cornerCafe}
            and business_date between ${range.FromDate}::date and ${range.ToDate}::date`,
    );
    expect(new Set(data.map((row) => Number(row[2])))).toEqual(new Set(numbers.map((x) => x.n)));
  });

  it('streams Ticket Detail: one row per line, honouring the filters and the row cap', async () => {
    const range = last30();
    const r = await exportCsv({ exportTypeCode: 'TicketDetail', ...range, TicketFilter: 'RT' });
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="Ticket Detail.csv"');
    const data = (parse(r.text) as string[][]).slice(1);
    const [lines] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ticket_lines l join tickets t on t.id = l.ticket_id
           where t.store_id = ${STORE.cornerCafe} and t.transaction_type = 'RT'
             and t.business_date between ${range.FromDate}::date and ${range.ToDate}::date`,
    );
    expect(data).toHaveLength(lines!.n);
    expect(data.length).toBeGreaterThan(0);
    for (const row of data) expect(row[4]).toBe('Return');
    const capped = await exportCsv({ exportTypeCode: 'TicketDetail', ...range, PageRowCount: 7 });
    expect((parse(capped.text) as string[][]).slice(1)).toHaveLength(7);
    expect((await exportCsv({ exportTypeCode: 'PosTrans', ...range, PageRowCount: 100_001 })).status).toBe(400);
  });

  it('defuses cells a spreadsheet would run as formulas', async () => {
    const { merchant, client } = await ownStore();
    const { businessDate: day } = await createTicket(t.db, merchant.store(), {
      customerName: '=HYPERLINK("http://evil")',
    });
    await createTicket(t.db, merchant.store(), { customerName: 'Plain Name' });
    const data = parse(
      (await exportCsv({ exportTypeCode: 'PosTrans', FromDate: day, ToDate: day }, client)).text,
    ) as string[][];
    expect(data.map((row) => row[6])).toContain(`'=HYPERLINK("http://evil")`);
    expect(data.some((row) => row[6]!.startsWith('='))).toBe(false);
  });

  it('joins its batches seamlessly: every row of 90 days once, newest first', async () => {
    const range = { FromDate: addDays(today, -89), ToDate: today };
    const tickets = (parse((await exportCsv({ exportTypeCode: 'PosTrans', ...range })).text) as string[][]).slice(1);
    expect(tickets.length).toBeGreaterThan(TICKETS_PER_BATCH);
    expect(tickets).toHaveLength(await dbCount(STORE.cornerCafe, range.FromDate, range.ToDate));
    expect(new Set(tickets.map((row) => row[2])).size).toBe(tickets.length);
    const dates = tickets.map((row) => row[0]!);
    expect(dates).toEqual([...dates].sort().reverse());
    const lines = (parse((await exportCsv({ exportTypeCode: 'TicketDetail', ...range })).text) as string[][]).slice(1);
    const [count] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ticket_lines l join tickets t on t.id = l.ticket_id
           where t.store_id = ${STORE.cornerCafe}
             and t.business_date between ${range.FromDate}::date and ${range.ToDate}::date`,
    );
    expect(lines).toHaveLength(count!.n);
    // Each ticket's lines together, in line order, tickets in the POS Trans order.
    const byTicket = lines.map((row) => row[2]).filter((number, i, all) => number !== all[i - 1]);
    const withLines = new Set(byTicket);
    expect(byTicket).toEqual(tickets.map((row) => row[2]).filter((number) => withLines.has(number)));
    for (const [i, row] of lines.entries())
      if (i > 0 && lines[i - 1]![2] === row[2]) expect(Number(row[7])).toBeGreaterThan(Number(lines[i - 1]![7]));
  });

  it('leaves out a ticket without lines from Ticket Detail and goes on past it', async () => {
    const { merchant, client } = await ownStore();
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const older = await createTicket(t.db, merchant.store(), { ticketAt: hoursAgo(3) });
    await createTicket(t.db, merchant.store(), { ticketAt: hoursAgo(2), lines: [] });
    const newer = await createTicket(t.db, merchant.store(), { ticketAt: hoursAgo(1) });
    const range = { FromDate: older.businessDate, ToDate: newer.businessDate };
    const data = parse((await exportCsv({ exportTypeCode: 'TicketDetail', ...range }, client)).text) as string[][];
    expect(data.slice(1).map((row) => [Number(row[2]), Number(row[7])])).toEqual([
      [newer.ticketNumber, 1],
      [newer.ticketNumber, 2],
      [newer.ticketNumber, 3],
      [older.ticketNumber, 1],
      [older.ticketNumber, 2],
      [older.ticketNumber, 3],
    ]);
  });

  it('refuses a To date before From with its key', async () => {
    const r = await exportCsv({ exportTypeCode: 'PosTrans', FromDate: today, ToDate: addDays(today, -1) });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ messageKey: POS_TRANSACTIONS_ERROR.toBeforeFrom, field: 'ToDate' });
  });
});
