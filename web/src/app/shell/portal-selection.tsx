import { marksNewStores } from '@mp/contracts/access/login-flow';
import { isAdminType } from '@mp/contracts/access/roles';
import type { TPortalData } from '@mp/contracts/portal';
import { MerchantSelectionModal } from '../../features/store-selection/components/merchant-selection-modal';
import { StoreSelectionModal } from '../../features/store-selection/components/store-selection-modal';
import { useNavigate } from 'react-router';
import type { TSelectionKind } from '../../lib/portal-outlet';
import { takePaymentPageRequest } from '../../lib/session-flags';
import { portalHref } from '../../lib/session/landing';

/** Which selection the portal must ask for before anything else, if any (spec 1 §2, §4). */
export function needsSelection(portal: TPortalData): TSelectionKind | null {
  if (isAdminType(portal)) return portal.merhantId === 0 ? 'merchant' : null;
  const multiStore = portal.isCompanyUser || portal.activeStoreCount > 1;
  return multiStore && !portal.hasStoreContext ? 'store' : null;
}

type TPortalSelectionProps = { kind: TSelectionKind; portal: TPortalData; onClose: () => void; onSignOut: () => void };

/**
 * Merchant or store selection opened inside the portal: Cancel just closes, a save reloads portal data; a store
 * chosen with "Update payment" goes on to how to pay.
 */
export function PortalSelection({ kind, portal, onClose, onSignOut }: TPortalSelectionProps) {
  const navigate = useNavigate();
  const props = {
    markNewStores: marksNewStores(portal),
    isAdminType: isAdminType(portal),
    canUpdatePayment: portal.canUpdatePayment,
    onDone: () => {
      onClose();
      if (takePaymentPageRequest()) void navigate(portalHref('howtopay'));
    },
    onCancel: onClose,
    onSignOut,
  };
  return kind === 'merchant' ? <MerchantSelectionModal {...props} /> : <StoreSelectionModal {...props} />;
}
