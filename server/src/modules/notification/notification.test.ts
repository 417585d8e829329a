import { RESELLER } from '@mp/contracts/access/resellers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantScope } from '../../db/tenant.ts';
import { MERCHANT } from '../../demo/ids.ts';
import { createMerchant } from '../../test/factories/accounts.ts';
import { createNotification } from '../../test/factories/notifications.ts';
import { startTestApp, type TTestApp } from '../../test/test-app.ts';
import { activeNotifications } from './notification.queries.ts';

const CORNER_CAFE = merchantScope(MERCHANT.cornerCafe);
const PROCESSOR_PUB = merchantScope(MERCHANT.processorPub);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Besides the seeded notices of Processor Pub, notices of every audience and time window, read by every test. */
let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY_MS);
  await createNotification(t.db, CORNER_CAFE, { title: 'Corner Cafe only', startsAt: at(-1) });
  await createNotification(t.db, PROCESSOR_PUB, { title: 'Processor Pub, not yet', startsAt: at(1) });
  await createNotification(t.db, { resellerId: RESELLER.provider }, { title: 'Provider merchants', startsAt: at(-4) });
  await createNotification(t.db, { resellerId: null }, { title: 'Every merchant', startsAt: at(-5) });
  await createNotification(
    t.db,
    { resellerId: null },
    { title: 'Every merchant, ended', startsAt: at(-5), endsAt: at(-1) },
  );
  await createNotification(t.db, PROCESSOR_PUB, {
    title: 'Unsafe links',
    startsAt: at(-10),
    messages: [
      {
        messageText: '{ok} {script} {data} {relative}',
        links: [
          { linkKey: 'ok', linkUrl: 'https://example.com/ok', linkText: 'fine' },
          { linkKey: 'script', linkUrl: 'javascript:alert(1)', linkText: 'evil' },
          { linkKey: 'data', linkUrl: 'data:text/html,<script>alert(1)</script>', linkText: 'evil' },
          { linkKey: 'relative', linkUrl: '/Account/LogOff', linkText: 'evil' },
        ],
      },
    ],
  });
});
afterAll(async () => {
  await t?.close();
});

const titlesFor = async (user: string): Promise<string[]> => {
  const c = t.client();
  await c.logOn(user);
  const r = await c.get('/Notification/GetNotifications');
  expect(r.status).toBe(200);
  return (r.body as { NotificationTitle: string }[]).map((n) => n.NotificationTitle);
};

describe('GET /Notification/GetNotifications', () => {
  it('answers the seeded notifications of Processor Pub in the spec shape, newest first', async () => {
    const c = t.client();
    await c.logOn('notified');
    const r = await c.get('/Notification/GetNotifications');
    expect(r.status).toBe(200);
    expect(r.body[0]).toEqual({
      NotificationId: expect.any(Number),
      NotificationTitle: 'Scheduled maintenance',
      NotificationDescription: 'The back office will be unavailable for one hour on Sunday night.',
      Messages: [
        {
          MessageText: 'Read the {notes} before the window, or follow the {status} during it.',
          Links: [
            { LinkKey: 'notes', LinkURL: 'https://status.example.com/maintenance', LinkText: 'maintenance notes' },
            { LinkKey: 'status', LinkURL: 'https://status.example.com/', LinkText: 'status page' },
          ],
        },
      ],
    });
  });

  it.each([
    {
      user: 'notified',
      // Own two and the processor-wide one; not Corner Cafe's, the provider-wide, the expired or the future one.
      want: ['Scheduled maintenance', 'New tip reporting', 'Card processing update', 'Every merchant', 'Unsafe links'],
    },
    // Corner Cafe (provider reseller): its own and the provider-wide one; nothing of Processor Pub or its reseller.
    { user: 'store', want: ['Corner Cafe only', 'Provider merchants', 'Every merchant'] },
    // An admin before choosing a merchant has no merchant to address.
    { user: 'admin', want: [] },
  ])('$user sees only what is addressed to its merchant and active now', async ({ user, want }) => {
    expect(await titlesFor(user)).toEqual(want);
  });

  it('drops links whose URL is not http(s)', async () => {
    const c = t.client();
    await c.logOn('notified');
    const r = await c.get('/Notification/GetNotifications');
    const unsafe = (r.body as { NotificationTitle: string; Messages: { Links: unknown[] }[] }[]).find(
      (n) => n.NotificationTitle === 'Unsafe links',
    );
    expect(unsafe?.Messages[0]?.Links).toEqual([
      { LinkKey: 'ok', LinkURL: 'https://example.com/ok', LinkText: 'fine' },
    ]);
  });

  it('answers 401 without a session', async () => {
    const r = await t.client().get('/Notification/GetNotifications');
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ success: false, statusCode: 401 });
  });
});

describe('activeNotifications', () => {
  it('includes a notification from its start and excludes it from its end', async () => {
    const own = await createMerchant(t.db);
    const startsAt = new Date('2030-01-01T00:00:00Z');
    const endsAt = new Date('2030-01-02T00:00:00Z');
    const id = await createNotification(t.db, own.merchant, { title: 'Window', startsAt, endsAt });
    const idsAt = async (when: Date, scope = own.merchant) =>
      (await activeNotifications(t.db, scope, when)).map((n) => n.id);
    expect(await idsAt(new Date(startsAt.getTime() - 1))).not.toContain(id);
    expect(await idsAt(startsAt)).toContain(id);
    expect(await idsAt(new Date(endsAt.getTime() - 1))).toContain(id);
    expect(await idsAt(endsAt)).not.toContain(id);
    // Another merchant never sees it, even in its window.
    expect(await idsAt(startsAt, PROCESSOR_PUB)).not.toContain(id);
  });

  it('gives reseller-wide notifications only to that reseller’s merchants', async () => {
    const resellers = async (scope: typeof CORNER_CAFE) =>
      (await activeNotifications(t.db, scope, new Date())).map((n) => n.resellerId);
    expect(await resellers(PROCESSOR_PUB)).toContain(RESELLER.processor);
    expect(await resellers(PROCESSOR_PUB)).not.toContain(RESELLER.provider);
    expect(await resellers(CORNER_CAFE)).not.toContain(RESELLER.processor);
  });
});
