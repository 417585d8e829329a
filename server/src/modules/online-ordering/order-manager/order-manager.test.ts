import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import { ORDER_MANAGER_ERROR } from '@mp/contracts/online-ordering/order-manager';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMerchantFixture } from '../../../test/factories/accounts.ts';
import { createOnlineOrderingMerchant } from '../../../test/factories/online-ordering.ts';
import { createTicket } from '../../../test/factories/tickets.ts';
import { companyViewClient, storeViewClient } from '../../../test/factories/view-clients.ts';
import { gql, gqlError } from '../../../test/graphql.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../../test/test-app.ts';

const ORDERS = `query ($statuses: [Int!], $fulfillmentTypes: [String!], $from: String, $to: String) {
  getOnlineOrders(statuses: $statuses, fulfillmentTypes: $fulfillmentTypes, from: $from, to: $to) {
    orders { ticketId ticketNumber businessDate externalReferenceNumber status statusName dueAt timeZone
             fulfillmentType customerName customerPhone total }
    truncated } }`;

let t: TTestApp;
let merchant: TMerchantFixture;
let owner: TestClient;
let other: TestClient;
let company: TestClient;
const HOUR = 3_600_000;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  merchant = await createOnlineOrderingMerchant(t.db, { timeZone: 'America/Chicago' });
  owner = await storeViewClient(t, merchant);
  const order = async (name: string, dueInHours: number, status: number, sellingLocation: string) => {
    const ticket = await createTicket(t.db, merchant.store(), {
      transactionType: dueInHours > 24 ? 'F' : 'S',
      customerName: name,
      sellingLocation,
      online: {
        externalReferenceNumber: `OLO-${name}`,
        orderDueAt: new Date(Date.now() + dueInHours * HOUR),
        orderStatus: status,
      },
    });
    ids[name] = ticket.id;
  };
  await order('Later', 30, 8, 'Delivery');
  await order('Soon', 1, 0, 'Pick Up');
  await order('Curb', 2, 10, 'Curbside');
  await order('Old', -24 * 3, 4, 'Pick Up');
  await order('FarAway', 24 * 20, 8, 'Pick Up');
  await createTicket(t.db, merchant.store(), { customerName: 'Counter sale' });
  other = await storeViewClient(t, await createOnlineOrderingMerchant(t.db));
  company = await companyViewClient(t, await createOnlineOrderingMerchant(t.db, { storeCount: 2 }));
});
afterAll(async () => {
  await t?.close();
});

describe('getOnlineOrders', () => {
  it("lists today's and the coming days' online orders by due time, in the store's zone", async () => {
    const r = await gql(owner, ORDERS);
    expect(r.body.errors).toBeUndefined();
    const { orders, truncated } = r.body.data.getOnlineOrders;
    expect(truncated).toBe(false);
    expect(orders.map((o: { customerName: string }) => o.customerName)).toEqual(['Soon', 'Curb', 'Later']);
    expect(orders[0]).toMatchObject({
      ticketId: ids.Soon,
      status: 0,
      statusName: 'ReceivedForFulfillment',
      fulfillmentType: 'Pickup',
      timeZone: 'America/Chicago',
      externalReferenceNumber: 'OLO-Soon',
      total: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    expect(orders[0].dueAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[56]:00$/);
    expect(orders[1]).toMatchObject({ fulfillmentType: 'Curbside', statusName: 'ReadyForPickup' });
    expect(orders[2]).toMatchObject({ fulfillmentType: 'Delivery', statusName: 'OrderPlaced' });
  });

  it('filters by status, fulfillment type and window', async () => {
    const names = async (variables: Record<string, unknown>) =>
      (await gql(owner, ORDERS, variables)).body.data.getOnlineOrders.orders.map(
        (o: { customerName: string }) => o.customerName,
      );
    expect(await names({ statuses: [8] })).toEqual(['Later']);
    expect(await names({ fulfillmentTypes: ['Pickup'] })).toEqual(['Soon']);
    expect(await names({ fulfillmentTypes: ['Curbside', 'Delivery'] })).toEqual(['Curb', 'Later']);
    const from = new Date(Date.now() - 5 * 24 * HOUR).toISOString();
    const to = new Date(Date.now() + 25 * 24 * HOUR).toISOString();
    expect(await names({ from, to })).toEqual(['Old', 'Soon', 'Curb', 'Later', 'FarAway']);
  });

  it('names an invalid argument, shows another merchant nothing and refuses a multi-store company view', async () => {
    expect(gqlError(await gql(owner, ORDERS, { statuses: [16] }))).toMatchObject({
      statusCode: 400,
      messageKey: ORDER_MANAGER_ERROR.status,
      field: 'statuses.0',
    });
    expect(gqlError(await gql(owner, ORDERS, { fulfillmentTypes: ['Drone'] }))).toMatchObject({
      statusCode: 400,
      field: 'fulfillmentTypes.0',
    });
    const reversed = await gql(owner, ORDERS, { from: '2026-11-02T00:00:00Z', to: '2026-11-01T00:00:00Z' });
    expect(gqlError(reversed)).toMatchObject({ statusCode: 400, messageKey: ORDER_MANAGER_ERROR.range, field: 'to' });
    expect((await gql(other, ORDERS)).body.data.getOnlineOrders.orders).toEqual([]);
    expect(gqlError(await gql(company, ORDERS))).toMatchObject({ statusCode: 409, messageKey: OO_ERROR.storeView });
  });
});
