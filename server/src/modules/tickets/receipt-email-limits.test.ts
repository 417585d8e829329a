import { API_ERROR_KEY } from '@mp/contracts/api-error';
import { RECEIPT_SENT_KEY } from '@mp/contracts/tickets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOutboxMessage } from '../../mail/outbox.ts';
import { createMerchant, createUser, type TMerchantFixture } from '../../test/factories/accounts.ts';
import { createTicket } from '../../test/factories/tickets.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';

// Small limits so both are reachable: 3 receipt e-mails a minute per session, 5 an hour per recipient address.
let t: TTestApp;
let merchant: TMerchantFixture;
let ticketId: number;
let ownerName: string;

beforeAll(async () => {
  t = await startTestApp({
    RATE_LIMIT_RECEIPT_EMAIL_PER_SESSION_PER_MINUTE: '3',
    RATE_LIMIT_RECEIPT_EMAIL_PER_ADDRESS_PER_HOUR: '5',
  });
  merchant = await createMerchant(t.db);
  ownerName = (await createUser(t.db, merchant)).userName;
  ticketId = (await createTicket(t.db, merchant.store())).id;
});
afterAll(async () => {
  await t?.close();
});

/** A new signed-in session of the merchant's owner, at its one store: each sign-in is a session of its own. */
const newSession = async (): Promise<TestClient> => {
  const c = t.client();
  await c.logOn(ownerName);
  return c;
};

const mail = (c: TestClient, address: string) =>
  c.post('/ReceiptPreview/SendEmailReceipt', { DocumentId: ticketId, EmailAddress: address });

const expectSent = async (c: TestClient, address: string) => {
  const r = await mail(c, address);
  expect(r.status, address).toBe(200);
  expect(r.body).toEqual({ IsSuccessful: true, Message: RECEIPT_SENT_KEY });
};

const expectLimited = async (c: TestClient, address: string) => {
  const r = await mail(c, address);
  expect(r.status, address).toBe(429);
  expect(r.body).toMatchObject({ success: false, statusCode: 429, messageKey: API_ERROR_KEY.rateLimited });
  expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(r.headers.get('cache-control')).toBe('no-store');
};

describe('receipt e-mail limits', () => {
  it('per session: past 3 a minute it answers 429 and mails nothing; another session of the same user goes on', async () => {
    const first = await newSession();
    for (const n of [1, 2, 3]) await expectSent(first, `session-limit-${n}@example.com`);
    await expectLimited(first, 'session-limit-4@example.com');
    expect(await latestOutboxMessage(t.env.dataDir, 'session-limit-4@example.com')).toBeNull();

    await expectSent(await newSession(), 'session-limit-4@example.com');
  });

  it('per address: past 5 an hour the address is refused to every session, in any letter case', async () => {
    const address = 'one.inbox@example.com';
    const first = await newSession();
    for (let i = 0; i < 3; i++) await expectSent(first, address);
    const second = await newSession();
    for (let i = 0; i < 2; i++) await expectSent(second, address);
    // The second session has mailed twice, under its own limit: the address is what refuses it.
    await expectLimited(second, address);

    const third = await newSession();
    await expectLimited(third, ' One.Inbox@EXAMPLE.com ');
    // That session is not limited itself: another address still goes out.
    await expectSent(third, 'another.inbox@example.com');
  });
});
