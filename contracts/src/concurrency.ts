import { z } from 'zod';

/**
 * Optimistic concurrency for edit forms that two people can open at once (discounts, items, categories, the loyalty
 * price list, item availability rows): the read answer carries the row's ConcurrencyChecksum, the save sends back the
 * one it loaded, and a save whose checksum is no longer the row's is refused with 409 and the area's
 * `<area>.errors.staleChecksum` key, nothing written. The checksum is opaque text to clients.
 */
export const CONCURRENCY_CHECKSUM = 'ConcurrencyChecksum';

/** The ConcurrencyChecksum field, in read answers and save bodies alike. */
export const ZConcurrencyChecksum = z.string().max(64);

/** The key an area answers a stale checksum with: `discounts.errors.staleChecksum`, … */
export const staleChecksumKey = <TArea extends string>(area: TArea) => `${area}.errors.staleChecksum` as const;
