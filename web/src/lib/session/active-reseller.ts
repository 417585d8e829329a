import { RESELLER } from '@mp/contracts/access/resellers';
import { useSyncExternalStore } from 'react';

/**
 * The reseller whose branding shows. Known from the last sign-in (kept so the login page keeps the branding the
 * user saw) and from portal data; the provider's own branding otherwise.
 */
const STORAGE_KEY = 'mp.resellerId';
const listeners = new Set<() => void>();

const read = (): number => {
  const stored = Number(localStorage.getItem(STORAGE_KEY));
  return Number.isInteger(stored) && stored > 0 ? stored : RESELLER.provider;
};

export const setActiveResellerId = (resellerId: number) => {
  if (!Number.isInteger(resellerId) || resellerId <= 0 || resellerId === read()) return;
  localStorage.setItem(STORAGE_KEY, String(resellerId));
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useActiveResellerId = () => useSyncExternalStore(subscribe, read, () => RESELLER.provider);
