import { RESELLER } from '@mp/contracts/access/resellers';
import type { TDb } from '../db/create-db.ts';
import { featureFlagValues, notifications, users, userStores } from '../db/schema.ts';
import { MERCHANT, posUserIdOf, roleIdOf, STORE, USER } from './ids.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

const PROCESSOR_PUB = MERCHANT.processorPub;
/** The flag is set for this store (enterprise unit) alone: the partner demo user works in Processor Pub North. */
const PROCESSOR_PUB_SOUTH = STORE.processorPubSouth;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The notifications dialog's demo: the flag is on for Processor Pub South only, so no other demo user ever sees the
 * dialog; `notified` signs in there. Two notifications of its own, one for every merchant of the processor reseller, and an
 * expired one that must not show. Dates are relative to seeding so the active ones stay active.
 */
export async function seedNotifications(tx: TTx, passwordHash: string): Promise<void> {
  await tx.insert(users).values({
    id: USER.notified,
    userName: 'notified',
    email: 'notified@demo.test',
    passwordHash,
    merchantId: PROCESSOR_PUB,
    resellerId: RESELLER.processor,
    roleId: roleIdOf(PROCESSOR_PUB, 'Owner'),
    posUserId: posUserIdOf(USER.notified),
  });
  await tx
    .insert(userStores)
    .values({ merchantId: PROCESSOR_PUB, userId: USER.notified, storeId: PROCESSOR_PUB_SOUTH });
  await tx
    .insert(featureFlagValues)
    .values({ merchantId: PROCESSOR_PUB, storeId: PROCESSOR_PUB_SOUTH, flagName: 'notifications', isOn: true });

  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);
  await tx.insert(notifications).values([
    {
      merchantId: PROCESSOR_PUB,
      title: 'Scheduled maintenance',
      description: 'The back office will be unavailable for one hour on Sunday night.',
      messages: [
        {
          messageText: 'Read the {notes} before the window, or follow the {status} during it.',
          links: [
            { linkKey: 'notes', linkUrl: 'https://status.example.com/maintenance', linkText: 'maintenance notes' },
            { linkKey: 'status', linkUrl: 'https://status.example.com/', linkText: 'status page' },
          ],
        },
      ],
      startsAt: daysAgo(1),
      endsAt: new Date(now + 30 * DAY_MS),
    },
    {
      merchantId: PROCESSOR_PUB,
      title: 'New tip reporting',
      description: 'Tips now appear in the daily sales summary.',
      messages: [
        {
          messageText: 'See {guide} for details.',
          links: [{ linkKey: 'guide', linkUrl: 'https://help.example.com/tips', linkText: 'the tip reporting guide' }],
        },
        { messageText: 'Nothing changes at the terminal.', links: [] },
      ],
      startsAt: daysAgo(2),
    },
    {
      merchantId: null,
      resellerId: RESELLER.processor,
      title: 'Card processing update',
      description: 'Payment Processing Co is moving to a new settlement schedule.',
      messages: [
        {
          messageText: 'Deposits arrive one day earlier; see the {schedule}.',
          links: [
            { linkKey: 'schedule', linkUrl: 'https://processor.example.com/settlement', linkText: 'new schedule' },
          ],
        },
      ],
      startsAt: daysAgo(3),
    },
    {
      merchantId: PROCESSOR_PUB,
      title: 'Holiday hours reminder',
      description: 'This notice has ended and must not be shown.',
      messages: [],
      startsAt: daysAgo(60),
      endsAt: daysAgo(30),
    },
  ]);
}
