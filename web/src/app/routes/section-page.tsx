import { sectionIndex } from '@mp/contracts/access/built-pages';
import { entryLabelKey, menuChainFor } from '@mp/contracts/access/menu';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import ConstructionIcon from '@mui/icons-material/Construction';
import { PlaceholderPage, waysBack } from '../../components/placeholder-page';
import { portalRelativePath } from '../../features/legacy-frame/frame-paths';
import { usePortalOutlet } from '../../lib/portal-outlet';
import { RedirectHome } from './redirect-home';
import { builtPaths } from './screens';
import { SectionIndex } from './section-index';

/**
 * Paths under a section that have no screen of their own: a section or group lists its sub-pages (issue 14 §3);
 * a page this release does not have yet says so, with a way back to the index above it.
 */
export function SectionPage() {
  const { t } = useTranslation();
  const { portal, access } = usePortalOutlet();
  const path = portalRelativePath(useLocation().pathname);
  const chain = menuChainFor(path);
  if (chain.length === 0) return <RedirectHome />;
  const title = chain.map((entry) => t(entryLabelKey(entry, access))).join(': ');
  const entries = sectionIndex(path, access, builtPaths(portal.legacyOrigin));
  if (entries) return <SectionIndex title={title} entries={entries} />;
  return (
    <PlaceholderPage
      icon={ConstructionIcon}
      title={title}
      lines={[t('portal.notAvailable.message', { screen: title })]}
      links={waysBack(chain, access, t)}
    />
  );
}
