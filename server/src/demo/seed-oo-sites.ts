import type { TDayHours } from '@mp/contracts/online-ordering/operating-hours';
import type { TDb } from '../db/create-db.ts';
import { ooCompanyProvisioning, ooSites } from '../db/schema.ts';
import { MERCHANT, STORE } from './ids.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

const open = (day: number, opens: string, closes: string, nextDay = false): TDayHours => ({
  day,
  isClosed: false,
  opens: { time: opens },
  closes: { time: closes, nextDay },
});
const closed = (day: number): TDayHours => ({
  day,
  isClosed: true,
  opens: { time: '0000' },
  closes: { time: '2400', nextDay: false },
});

/** A café's week: breakfast to early evening on weekdays, shorter on Sunday. */
export const CORNER_CAFE_HOURS: TDayHours[] = [
  open(0, '0800', '1500'),
  ...[1, 2, 3, 4, 5].map((day) => open(day, '0700', '1900')),
  open(6, '0800', '1900'),
];

/** A bistro's week: closed on Monday, late on Friday and Saturday (past midnight). */
const BISTRO_HOURS: TDayHours[] = [
  open(0, '1100', '2100'),
  closed(1),
  ...[2, 3, 4].map((day) => open(day, '1100', '2200')),
  open(5, '1100', '0100', true),
  open(6, '1000', '0100', true),
];

/** Corner Cafe's web domain: /m/corner-cafe/s/portland-downtown. */
export const CORNER_CAFE_DOMAIN = { company: 'corner-cafe', site: 'portland-downtown' } as const;

/**
 * Online ordering sites (issue 19): Corner Cafe's (provisioned, accepting orders) and Demo Bistro Downtown's. Demo
 * Bistro Group has no company provisioning and Riverside no site, so the screens' create flows have a store to run on.
 */
export async function seedOnlineOrderingSites(tx: TTx): Promise<void> {
  await tx.insert(ooSites).values([
    {
      merchantId: MERCHANT.cornerCafe,
      storeId: STORE.cornerCafe,
      latitude: 45.5152,
      longitude: -122.6784,
      status: 'Accept',
      locked: false,
      uriName: CORNER_CAFE_DOMAIN.site,
      hours: CORNER_CAFE_HOURS,
      minimumDeliveryAmount: '15.00',
    },
    {
      merchantId: MERCHANT.demoBistro,
      storeId: STORE.bistroDowntown,
      latitude: 30.2672,
      longitude: -97.7431,
      status: 'Accept',
      locked: false,
      uriName: 'bistro-downtown',
      hours: BISTRO_HOURS,
      minimumDeliveryAmount: '25.00',
    },
  ]);
  await tx
    .insert(ooCompanyProvisioning)
    .values({ merchantId: MERCHANT.cornerCafe, uriName: CORNER_CAFE_DOMAIN.company, enabled: true });
}
