import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import { SECURITY_SECTION_FLAG } from '@mp/contracts/security-controls';
import type { TDb } from '../db/create-db.ts';
import { featureFlagValues, securityControls } from '../db/schema.ts';
import { MERCHANT, STORE } from './ids.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/** Merchants whose Security Controls show every section: Demo Bistro Group and Corner Cafe. */
const SECURITY_DEMO_MERCHANTS = [MERCHANT.demoBistro, MERCHANT.cornerCafe] as const;
/** The store whose Schedule Enforcement opens: manager mode and its flag are on for it alone. */
export const SCHEDULE_DEMO_STORE = STORE.bistroRiverside;

/**
 * Security Controls and Schedule Enforcement demo (issue 18 §8): every section flag for the two main merchants,
 * Corner Cafe's controls set (an open-check limit and a per-ticket refund limit), and Demo Bistro's Riverside store
 * with manager mode and the schedule flag; enforcement itself starts at its defaults.
 */
export async function seedSecurityControls(tx: TTx): Promise<void> {
  await tx.insert(featureFlagValues).values([
    ...SECURITY_DEMO_MERCHANTS.flatMap((merchantId) =>
      Object.values(SECURITY_SECTION_FLAG).map((flagName) => ({ merchantId, storeId: 0, flagName, isOn: true })),
    ),
    ...[ACCESS_FLAG.managerMode, ACCESS_FLAG.scheduleEnforcement].map((flagName) => ({
      merchantId: MERCHANT.demoBistro,
      storeId: SCHEDULE_DEMO_STORE,
      flagName,
      isOn: true,
    })),
  ]);
  await tx.insert(securityControls).values({
    merchantId: MERCHANT.cornerCafe,
    isLimitChecksEnabled: true,
    maxOpenChecks: 25,
    isLimitMaxRefundAmountEnabled: true,
    maxTicketAmount: '150.00',
    isTicketAmountEnabled: true,
  });
}
