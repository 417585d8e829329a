import { entryLabelKey, menuChainFor } from '@mp/contracts/access/menu';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NotAvailablePage } from '../../components/not-available-page';
import { PORTAL_BASE } from '../../lib/session/landing';
import { usePortalOutlet } from '../../lib/portal-outlet';
import { RedirectHome } from './redirect-home';

/** Screens reached by route but not built in this release: an honest placeholder named by the menu's labels. */
export function SectionPage() {
  const { t } = useTranslation();
  const { access } = usePortalOutlet();
  const chain = menuChainFor(useLocation().pathname);
  if (chain.length === 0) return <RedirectHome />;
  const screenName = chain.map((entry) => t(entryLabelKey(entry, access))).join(': ');
  return <NotAvailablePage screenName={screenName} homePath={PORTAL_BASE} />;
}
