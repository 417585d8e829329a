import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import Box from '@mui/material/Box';
import type { QueryKey } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { isHttpError } from '../../../lib/api-client';
import { StoreViewNotice } from './store-view-notice';

/** Spec 3 §6: the server's refusal of one store's setting in a company view of several stores (409 StoreView). */
export const isStoreViewRefusal = (error: unknown): boolean =>
  isHttpError(error) && error.messageKey === OO_ERROR.storeView;

/**
 * A screen's own read of its store's setting: the loaded data, or, once the server refused it for a company view of
 * several stores, the contract's defaults for the greyed form (made once, so a form reset from them runs once).
 */
export function useStoreViewFallback<T, D = T>(
  query: { data: T | undefined; error: unknown },
  defaults: () => D,
): { greyed: boolean; data: T | D | undefined } {
  const greyed = isStoreViewRefusal(query.error);
  const [fallback] = useState(defaults);
  return { greyed, data: greyed ? fallback : query.data };
}

const Greyed = createContext(false);

/** Inside a greyed form: nothing may be changed, and no Save, Discard or Edit is offered. */
export const useStoreViewGreyed = (): boolean => useContext(Greyed);

/**
 * The key and options of a store read made inside a screen's form. In a greyed form it is not sent (the server would
 * refuse it) and holds `fallback`, the contract's default, under a key of its own (the store's real data never
 * meets it), so a section that loads its own data shows it greyed as well.
 */
export function useGreyedRead<T>(
  queryKey: QueryKey,
  fallback: T,
): { queryKey: QueryKey; enabled?: false; initialData?: T } {
  return useStoreViewGreyed()
    ? { queryKey: [...queryKey, 'storeViewGreyed'], enabled: false, initialData: fallback }
    : { queryKey };
}

type TStoreViewGreyedProps = {
  /** The server refused the store's setting for a company view of several stores. */
  active: boolean;
  /** The screen's wording of the StoreView warning; the section's own by default. */
  message?: string;
  /** What stays usable between the warning and the greyed form: order settings' tabs, to see each tab greyed. */
  navigation?: ReactNode;
  children: ReactNode;
};

/**
 * Spec 3 §6: capacity, prep time, order settings, tipping and web domain need a store view; a multi-site company view
 * shows them greyed under the StoreView warning, with no Save or Discard. The form stays on screen, filled with the
 * contract's defaults, inside a disabled fieldset, which disables every native control even of sections the screen
 * does not own; the screens also pass `disabled` to their MUI controls (a select's button is no native control) and
 * leave their actions out where useStoreViewGreyed says so.
 */
export function StoreViewGreyed({ active, message, navigation, children }: TStoreViewGreyedProps) {
  if (!active)
    return (
      <>
        {navigation}
        {children}
      </>
    );
  return (
    <Greyed.Provider value={true}>
      <Box sx={{ mb: 2 }}>
        <StoreViewNotice message={message} />
      </Box>
      {navigation}
      <Box component="fieldset" disabled data-testid="store-view-greyed" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        {children}
      </Box>
    </Greyed.Provider>
  );
}
