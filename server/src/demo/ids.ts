/**
 * Every id the demo data fixes, by name. Seeds write these ids, and API tests, end-to-end specs and benchmarks refer
 * to demo rows only through these names (never through a written-out number or the arithmetic behind it). Ids stay
 * below 100000, where the identity columns start, so rows a test creates never collide with them.
 */

/** Where the identity columns start: every demo id is below it, every row a test or a user creates is at or above. */
export const FIRST_CREATED_ID = 100000;

/** Named demo merchants (the 40 generated ones follow from GENERATED_MERCHANT). */
export const MERCHANT = {
  demoBistro: 1001,
  cornerCafe: 1002,
  harborBankDeli: 1003,
  sunriseDiner: 1004,
  closedKitchen: 1005,
  pausedPizza: 1006,
  latePaymentTacos: 1007,
  agreementPendingBakery: 1008,
  processorPub: 1009,
  dueSoonGrill: 1100,
} as const;

/** Stores of the named merchants. */
export const STORE = {
  bistroDowntown: 2001,
  bistroRiverside: 2002,
  /** Deleted. */
  bistroOldTown: 2003,
  cornerCafe: 2101,
  harborBankDeli: 2201,
  sunriseDiner: 2301,
  closedKitchen: 2401,
  pausedPizza: 2501,
  latePaymentTacos: 2601,
  agreementPendingBakery: 2701,
  dueSoonGrill: 2801,
  processorPubNorth: 2901,
  processorPubSouth: 2902,
} as const;

/** The demo users by user name (the README lists who they are). */
export const USER = {
  admin: 1,
  support: 2,
  partner: 3,
  merchantadmin: 4,
  company: 5,
  store: 6,
  bankstore: 7,
  spre: 8,
  deactivated: 9,
  suspended: 10,
  pastdue: 11,
  notapproved: 12,
  nofeature: 13,
  eula: 14,
  closedstore: 15,
  resetpw: 16,
  lockme: 17,
  forgetful: 18,
  changeme: 19,
  reports: 20,
  duesoon: 21,
  duesooncashier: 22,
  sessionuser: 30,
  notified: 40,
  rolesadmin: 50,
  ssostore: 60,
  ssocompany: 61,
} as const;
export type TDemoUserName = keyof typeof USER;

/** The POS user id the demo gives each user. */
export const posUserIdOf = (userId: number): number => 500 + userId;

/** The 40 generated merchants: ids from `first`, each with one to three stores. */
export const GENERATED_MERCHANT = {
  first: 1010,
  count: 40,
  idOf: (i: number): number => 1010 + i,
  storeIdOf: (i: number, k: number): number => 3000 + i * 10 + k,
  /** How many stores generated merchant i has. */
  storeCountOf: (i: number): number => (i % 3) + 1,
} as const;

/** The merchant roles every named merchant has, and the POS job roles of the merchants with a User Roles demo. */
export const MERCHANT_ROLE = { Owner: 1, Manager: 2, Cashier: 3, 'No Access': 4, 'Reports Viewer': 5 } as const;
export type TMerchantRoleName = keyof typeof MERCHANT_ROLE;

/** The POS job roles of the merchants with a User Roles demo (Demo Bistro Group and Corner Cafe). */
export const POS_JOB_ROLE = { Server: 6, Bartender: 7, Host: 8, 'Kitchen Line Cook / Prep': 9 } as const;

/** A merchant role's id: merchantId × 10 + its number (so Corner Cafe's Owner is 10021). */
export const roleIdOf = (merchantId: number, role: TMerchantRoleName | number): number =>
  merchantId * 10 + (typeof role === 'number' ? role : MERCHANT_ROLE[role]);

/** The demo discount template: every merchant has 1–6, the merchants with an automatic cash discount 7 as well. */
export const DISCOUNT = {
  happyHour: 1,
  fiveOff: 2,
  burgerPrice: 3,
  promoDollar: 4,
  promoPercent: 5,
  staffMeal: 6,
  cashDiscount: 7,
} as const;

/** Discount n (1–7 of the demo template) of a merchant: merchantId × 10 + n. */
export const discountIdOf = (merchantId: number, n: number): number => merchantId * 10 + n;

/** The one demo tier price list of a merchant. */
export const tierPriceListIdOf = (merchantId: number): number => merchantId + 5000;

/**
 * A merchant's menu ids, derived from base = merchantId − 1000 (at most 110): lookups (departments, tax and printer
 * groups) base×10+n, tags base×10+n, categories base×100+n, items and variations base×900+n, modifier groups
 * base×20+n. So Corner Cafe's items are 1801–2699.
 */
export function menuIdsOf(merchantId: number) {
  const base = merchantId - 1000;
  if (base < 1 || base > 110) throw new Error(`Merchant ${merchantId} is outside the demo menu id scheme`);
  return {
    lookup: (n: number) => base * 10 + n,
    category: (n: number) => base * 100 + n,
    item: (n: number) => base * 900 + n,
    modifierGroup: (n: number) => base * 20 + n,
    /** The range of the merchant's item (and variation) ids. */
    items: { first: base * 900 + 1, last: base * 900 + 899 },
  };
}

/**
 * The demo charge items (the charges Store options offers the order modes): the n-th (1–3) at the top of the
 * merchant's item range, base × 900 + 890 + n, above every menu item and variation the demo numbers.
 */
export const CHARGE_ITEM = { takeoutFee: 1, deliveryFee: 2, serviceCharge: 3 } as const;
export const chargeItemIdOf = (merchantId: number, n: number): number => menuIdsOf(merchantId).item(890 + n);

/** Demo POS jobs of a merchant, numbered as in seed-tickets.ts: (merchantId − 1000) × 10 + n. */
export const JOB = { Manager: 1, Cashier: 2, Server: 3, Bartender: 4, Cook: 5 } as const;
export const jobIdOf = (merchantId: number, job: keyof typeof JOB): number => (merchantId - 1000) * 10 + JOB[job];

/** The k-th (0–7) demo employee of a merchant: (merchantId − 1000) × 10 + k + 1; employees 0–5 ring up tickets. */
export const employeeIdOf = (merchantId: number, k: number): number => (merchantId - 1000) * 10 + k + 1;

/** A store's demo devices: registers 1–3, handhelds 4–5 (table-service merchants only): storeId × 10 + n. */
export const deviceIdOf = (storeId: number, n: number): number => storeId * 10 + n;

/** A merchant's non-sales revenue categories: 1 gift card sales, 2 house account payments. */
export const NON_SALES_CATEGORY = { giftCardSales: 1, houseAccountPayments: 2 } as const;
export const nonSalesCategoryIdOf = (merchantId: number, n: number): number => (merchantId - 1000) * 10 + n;

/**
 * Employees beyond the eight who work the tickets (issue 18 §1): the k-th (0–49) extra employee of a merchant is
 * 50000 + (merchantId − 1000) × 50 + k. Demo users who are employees keep their POS user id (posUserIdOf) as theirs.
 */
export const extraEmployeeIdOf = (merchantId: number, k: number): number => 50000 + (merchantId - 1000) * 50 + k;

/** The demo revenue centres (issue 17 §6): Demo Bistro Group's three, Corner Cafe's one. */
export const REVENUE_CENTER = {
  bistroBar: 101,
  bistroDiningRoom: 102,
  bistroPatio: 103,
  cornerCafeCounter: 201,
} as const;

/**
 * The demo's online-ordering fees (seed-oo-fees.ts): each merchant's delivery partner fee and its sales item, the
 * 9th charge item of the merchant's range (above the three charges Store options offers).
 */
export const OO_FEE = {
  cornerCafePartner: '5f0c1c3e-0000-4000-8000-000000002301',
  demoBistroPartner: '5f0c1c3e-0000-4000-8000-000000001301',
  partnerItem: 9,
} as const;

/**
 * The demo's site brands (seed-oo-site-branding.ts): Demo Bistro Group's two (one per store) and Corner Cafe's one.
 */
export const OO_SITE_BRAND = {
  bistroClassic: '5f0c1c3e-0000-4000-8000-000000001401',
  bistroRiverside: '5f0c1c3e-0000-4000-8000-000000001402',
  cornerCafe: '5f0c1c3e-0000-4000-8000-000000002401',
} as const;

/** Every merchant's demo sale restrictions (seed-restrictions.ts): (merchantId − 1000) × 10 + n. */
export const RESTRICTION = { alcoholAge: 1, lateNightAlcohol: 2 } as const;
export const restrictionIdOf = (merchantId: number, n: number): number => (merchantId - 1000) * 10 + n;

/** Every merchant's demo event schedules (seed-restrictions.ts): (merchantId − 1000) × 10 + n. */
export const EVENT_SCHEDULE = { happyHour: 1, lunch: 2 } as const;
export const eventScheduleIdOf = (merchantId: number, n: number): number => (merchantId - 1000) * 10 + n;

/** Every merchant's demo promotions (seed-promotions.ts): (merchantId − 1000) × 10 + n. */
export const PROMOTION = { happyHour: 1, lunchSpecial: 2, summerSale: 3 } as const;
export const promotionIdOf = (merchantId: number, n: number): number => (merchantId - 1000) * 10 + n;
