import type { TAccessContext } from '@mp/contracts/access/access-context';
import { entryLabelKey, menuChainFor } from '@mp/contracts/access/menu';
import type { TPortalData } from '@mp/contracts/portal';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';

type TPortalDocumentTitleProps = { portal: TPortalData; access: TAccessContext };

/**
 * "Discounts · Corner Cafe · Merchant Portal": the screen (the deepest menu entry the path resolves to, as this user
 * sees it named), then the store, or the merchant in its company view, then the product.
 */
export function PortalDocumentTitle({ portal, access }: TPortalDocumentTitleProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entry = menuChainFor(pathname).at(-1);
  const screen = entry ? t(entryLabelKey(entry, access)) : t('portal.home.title');
  // The product's own name, not a reseller's logo text: the title names what the tab is.
  const product = t('common.productName');
  const place = portal.storeId !== 0 && portal.storeName ? portal.storeName : portal.merchantName;
  useDocumentTitle(
    place
      ? t('common.documentTitle', { screen, place, product })
      : t('common.documentTitleNoPlace', { screen, product }),
  );
  return null;
}
