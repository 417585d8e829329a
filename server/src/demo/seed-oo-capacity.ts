import type { TCapacityInterval, TCapacityWeek } from '@mp/contracts/online-ordering/capacity';
import type { TDb } from '../db/create-db.ts';
import { ooCapacitySettings } from '../db/schema.ts';
import { MERCHANT, STORE } from './ids.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/** The demo's capacity records (uuid-shaped, fixed so tests and docs can name them). */
export const DEMO_CAPACITY_ID = {
  cornerCafe: '00000000-0000-4000-8000-000000002101',
  bistroDowntown: '00000000-0000-4000-8000-000000002001',
} as const;

const interval = (startTime: string, endTime: string, OrderCount: number): TCapacityInterval => ({
  startTime,
  endTime,
  capacities: { OrderCount },
});

const lunchAndDinner = [interval('11:00', '14:00', 12), interval('17:00', '21:00', 20)];
const cornerCafeWeek: TCapacityWeek = {
  monday: lunchAndDinner,
  tuesday: lunchAndDinner,
  wednesday: lunchAndDinner,
  thursday: lunchAndDinner,
  friday: [interval('11:00', '14:00', 15), interval('17:00', '22:00', 25)],
  saturday: [interval('10:00', '14:00', 15), interval('17:00', '22:00', 25)],
  sunday: [interval('10:00', '14:00', 10)],
};
const downtownWeek: TCapacityWeek = {
  monday: [interval('11:30', '14:00', 30)],
  tuesday: [interval('11:30', '14:00', 30)],
  wednesday: [interval('11:30', '14:00', 30)],
  thursday: [interval('11:30', '14:00', 30)],
  friday: [interval('11:30', '14:00', 30), interval('18:00', '22:00', 40)],
  saturday: [interval('18:00', '22:00', 40)],
  sunday: [],
};

/**
 * Ordering capacity demo (issue 19): Corner Cafe's lunch and dinner intervals, Demo Bistro Downtown's; Riverside has
 * none, so its screen shows the first-visit flow (the 404 answered by creating and assigning a record).
 */
export async function seedOoCapacity(tx: TTx): Promise<void> {
  await tx.insert(ooCapacitySettings).values([
    {
      id: DEMO_CAPACITY_ID.cornerCafe,
      merchantId: MERCHANT.cornerCafe,
      storeId: STORE.cornerCafe,
      description: 'Corner Cafe capacity',
      week: cornerCafeWeek,
    },
    {
      id: DEMO_CAPACITY_ID.bistroDowntown,
      merchantId: MERCHANT.demoBistro,
      storeId: STORE.bistroDowntown,
      description: 'Downtown capacity',
      week: downtownWeek,
    },
  ]);
}
