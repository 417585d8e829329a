import { CONNECTED_PAYMENTS_GATEWAY } from '@mp/contracts/discounts';
import { sql } from 'drizzle-orm';
import type { TDb } from '../db/create-db.ts';
import { featureFlagValues, storePaymentSettings } from '../db/schema.ts';
import { DISCOUNT, discountIdOf, MERCHANT, STORE } from './ids.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

const DEMO_BISTRO = MERCHANT.demoBistro;
const CORNER_CAFE = MERCHANT.cornerCafe;
const BISTRO_DOWNTOWN = STORE.bistroDowntown;
const BISTRO_RIVERSIDE = STORE.bistroRiverside;
const CORNER_CAFE_STORE = STORE.cornerCafe;
/** Any gateway other than connected payments. */
const LEGACY_GATEWAY = 1;

/**
 * Discounts of every kind for every merchant: id discountIdOf(merchantId, n), n from this template (so Demo Bistro's
 * are 10011..10017 and Corner Cafe's 10021..10027). The last one is the automatic cash discount, written only for the
 * merchants whose stores allow it.
 */
const TEMPLATE = sql`(values
  (1, 'Happy Hour', '10% off the ticket', 'P', 10.00, 0.00, 'H', 0, false, '', false, '', '', false, false),
  (2, 'Five Off', '$5 off tickets over $25', 'A', 5.00, 25.00, 'H', 0, false, 'EXT-FIVE', false, '', '', false, true),
  (3, 'Burger Price', 'Any burger for $7.99', 'I', 7.99, 0.00, 'L', 0, false, '', false, '', '', false, false),
  (4, 'Promo Dollar', 'Mailed $2 coupon', 'B', 0.00, 10.00, 'H', 30, true, 'EXT-MAIL-1', true, 'PRM0001', 'PRM0999', false, false),
  (5, 'Promo Percent', 'Coupon: 15% off an item', 'Q', 0.00, 0.00, 'L', 14, false, '', true, 'QP100', 'QP500', false, false),
  (6, 'Staff Meal', 'Half price for staff', 'P', 50.00, 0.00, 'L', 0, false, 'EXT-STAFF', false, '', '', true, true),
  (7, 'Cash Discount', '3% off when paying cash', 'P', 3.00, 0.00, 'H', 0, false, '', false, '', '', false, true)
) as k(n, name, description, discount_type, amount, minimum, applies_to, valid_for, email_offer_only,
       external_id, used_in_mailout, barcode_start, barcode_end, approval, on_summary)`;

/** Merchants whose demo includes an automatic cash discount (their flag is on and a store is on connected payments). */
const CASH_DISCOUNT_MERCHANTS = [DEMO_BISTRO, CORNER_CAFE];

/**
 * Demo discounts, store assignments and payment facts, in four statements. Demo Bistro Group's discounts are
 * assigned to one store (Burger Price: Riverside; Cash Discount: Downtown) or both (the rest; Promo Dollar not
 * active at Riverside's POS); Staff Meal at Corner Cafe is assigned but not POS-active. Downtown and Corner Cafe use
 * the connected-payments gateway; Riverside does not and has a credit-card surcharge, so a new automatic cash
 * discount for both Bistro stores meets all three auto-apply errors.
 */
export async function seedDiscounts(tx: TTx): Promise<void> {
  const cash = sql.raw(CASH_DISCOUNT_MERCHANTS.join(', '));
  await tx.execute(sql`
    insert into discounts (id, merchant_id, name, description, discount_type, discount_amount, minimum_discount_amount,
                           applies_to, valid_for, email_offer_only, external_discount_id, used_in_mailout,
                           barcode_range_start, barcode_range_end, is_approval_needed, show_on_activity_summary,
                           is_auto_cash_discount)
    select m.id * 10 + k.n, m.id, k.name, k.description, k.discount_type, k.amount, k.minimum, k.applies_to,
           k.valid_for, k.email_offer_only, k.external_id, k.used_in_mailout, k.barcode_start, k.barcode_end,
           k.approval, k.on_summary, k.n = ${DISCOUNT.cashDiscount}
      from merchants m cross join ${TEMPLATE}
     where k.n <> ${DISCOUNT.cashDiscount} or m.id in (${cash})`);
  await tx.execute(sql`
    insert into discount_stores (merchant_id, discount_id, store_id, is_pos_active)
    select d.merchant_id, d.id, s.id,
           not ((d.id = ${discountIdOf(DEMO_BISTRO, DISCOUNT.promoDollar)} and s.id = ${BISTRO_RIVERSIDE})
                or d.id = ${discountIdOf(CORNER_CAFE, DISCOUNT.staffMeal)})
      from discounts d join stores s on s.merchant_id = d.merchant_id and not s.is_deleted
     where not (d.id = ${discountIdOf(DEMO_BISTRO, DISCOUNT.burgerPrice)} and s.id <> ${BISTRO_RIVERSIDE})
       and not (d.id = ${discountIdOf(DEMO_BISTRO, DISCOUNT.cashDiscount)} and s.id <> ${BISTRO_DOWNTOWN})`);
  await tx.insert(storePaymentSettings).values([
    { merchantId: DEMO_BISTRO, storeId: BISTRO_DOWNTOWN, creditGateway: CONNECTED_PAYMENTS_GATEWAY },
    { merchantId: DEMO_BISTRO, storeId: BISTRO_RIVERSIDE, creditGateway: LEGACY_GATEWAY, ccSurchargeEnabled: true },
    { merchantId: CORNER_CAFE, storeId: CORNER_CAFE_STORE, creditGateway: CONNECTED_PAYMENTS_GATEWAY },
  ]);
  await tx
    .insert(featureFlagValues)
    .values(
      CASH_DISCOUNT_MERCHANTS.map((merchantId) => ({ merchantId, storeId: 0, flagName: 'cashDiscount', isOn: true })),
    );
}
