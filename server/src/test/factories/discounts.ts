import { CONNECTED_PAYMENTS_GATEWAY } from '@mp/contracts/discounts';
import type { TDb } from '../../db/create-db.ts';
import { discounts, discountStores, storePaymentSettings } from '../../db/schema.ts';
import { merchantKey, type TStoreScope, storeKey } from '../../db/tenant.ts';
import type { TMerchantFixture } from './accounts.ts';

type TDiscountColumns = Omit<
  typeof discounts.$inferInsert,
  'id' | 'merchantId' | 'version' | 'updatedAt' | 'deletedAt'
>;

export type TDiscountFixtureOptions = Partial<TDiscountColumns> & {
  /** The stores it is assigned to and whether it is active at each one's POS; default every store, POS-active. */
  stores?: { storeId: number; isPosActive?: boolean }[];
};

/**
 * A live discount of the merchant: $5 off the ticket unless the options say otherwise, with a name the Discounts
 * form accepts (so a test can save it back unchanged). Answers its id.
 */
export async function createDiscount(
  db: TDb,
  merchant: TMerchantFixture,
  options: TDiscountFixtureOptions = {},
): Promise<number> {
  const { stores = merchant.storeIds.map((storeId) => ({ storeId, isPosActive: true })), ...columns } = options;
  const [row] = await db
    .insert(discounts)
    .values({
      name: 'Test Deal',
      description: 'A test discount',
      discountType: 'A',
      discountAmount: '5.00',
      appliesTo: 'H',
      ...columns,
      ...merchantKey(merchant.merchant),
    })
    .returning({ id: discounts.id });
  const discountId = row!.id;
  if (stores.length > 0)
    await db.insert(discountStores).values(
      stores.map(({ storeId, isPosActive = true }) => ({
        ...merchantKey(merchant.merchant),
        discountId,
        storeId,
        isPosActive,
      })),
    );
  return discountId;
}

/** The store's payment facts the automatic cash discount rules read (a store without them has no gateway). */
export async function setStorePayments(
  db: TDb,
  store: TStoreScope,
  payments: { connected: boolean; ccSurchargeEnabled?: boolean },
): Promise<void> {
  await db.insert(storePaymentSettings).values({
    ...storeKey(store),
    // Any gateway other than connected payments stands for a legacy one.
    creditGateway: payments.connected ? CONNECTED_PAYMENTS_GATEWAY : 1,
    ccSurchargeEnabled: payments.ccSurchargeEnabled ?? false,
  });
}
