import type { TAccessContext } from '@mp/contracts/access/access-context';
import type { TPortalData } from '@mp/contracts/portal';
import { useOutletContext } from 'react-router';

/** Which selection the portal asks for: a merchant (admin types) or a store (multi-store users). */
export type TSelectionKind = 'merchant' | 'store';

/** What the portal shell hands every screen under it. */
export type TPortalOutletContext = {
  portal: TPortalData;
  /** What the menu and route rules read (portal data plus flags, usePortalAccess). */
  access: TAccessContext;
  openSelection: (kind: TSelectionKind) => void;
};

export const usePortalOutlet = () => useOutletContext<TPortalOutletContext>();
