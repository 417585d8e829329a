import { marksNewStores } from '@mp/contracts/access/login-flow';
import { isAdminType } from '@mp/contracts/access/roles';
import type { TPortalData } from '@mp/contracts/portal';
import { MerchantSelectionModal } from '../../features/store-selection/components/merchant-selection-modal';
import { StoreSelectionModal } from '../../features/store-selection/components/store-selection-modal';
import type { TSelectionKind } from '../../lib/portal-outlet';

/** Which selection the portal must ask for before anything else, if any (spec 1 §2, §4). */
export function needsSelection(portal: TPortalData): TSelectionKind | null {
  if (isAdminType(portal)) return portal.merhantId === 0 ? 'merchant' : null;
  const multiStore = portal.isCompanyUser || portal.activeStoreCount > 1;
  return multiStore && !portal.hasStoreContext ? 'store' : null;
}

type TPortalSelectionProps = { kind: TSelectionKind; portal: TPortalData; onClose: () => void; onSignOut: () => void };

/** Merchant or store selection opened inside the portal: Cancel just closes, a save reloads portal data. */
export function PortalSelection({ kind, portal, onClose, onSignOut }: TPortalSelectionProps) {
  const props = {
    markNewStores: marksNewStores(portal),
    isAdminType: isAdminType(portal),
    canUpdatePayment: portal.canUpdatePayment,
    onDone: onClose,
    onCancel: onClose,
    onSignOut,
  };
  return kind === 'merchant' ? <MerchantSelectionModal {...props} /> : <StoreSelectionModal {...props} />;
}
