/** Spec 2 §8: the fallback key of each call when the server gives no Message. */
export const FAILURE_KEY = {
  save: 'itemAvailability.failedUpdateItemAvailability',
  allOnline: 'itemAvailability.failedupdateItemAvailabilityAllIsOnline',
  allInStock: 'itemAvailability.failedupdateItemAvailabilityAllInStock',
} as const;
