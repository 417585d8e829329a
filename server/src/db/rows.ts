import type { merchants, roles, stores, users } from './schema.ts';

/** Whole rows of the account tables, as the sign-in checks and the request context read them. */
export type TUserRow = typeof users.$inferSelect;
export type TRoleRow = typeof roles.$inferSelect;
export type TMerchantRow = typeof merchants.$inferSelect;
export type TStoreRow = typeof stores.$inferSelect;
