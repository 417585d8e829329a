import type { TDb } from '../db/create-db.ts';
import { ooPrivacyPolicies } from '../db/schema.ts';
import { MERCHANT } from './ids.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/** Corner Cafe's own privacy policy; Demo Bistro Group has none yet, so its editor opens empty. */
export async function seedOoPrivacy(tx: TTx): Promise<void> {
  await tx.insert(ooPrivacyPolicies).values({
    merchantId: MERCHANT.cornerCafe,
    companyPrivacyPolicy: [
      '# Corner Cafe privacy policy',
      '',
      'We use your name and phone number only to tell you when your order is ready.',
      '',
      '- We never sell your details.',
      '- Ask us at the counter to remove them at any time.',
      '',
      'Questions? Read more at [our website](https://example.com/corner-cafe/privacy).',
    ].join('\n'),
  });
}
