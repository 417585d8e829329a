import { entryLabelKey, menuChainFor } from '@mp/contracts/access/menu';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePortalOutlet } from '../../lib/portal-outlet';
import { legacyFrameSrc, portalRelativePath } from './frame-paths';
import { LegacyFrame } from './legacy-frame';
import { LegacyNotConfigured } from './legacy-not-configured';

type TLegacyFramePageProps = {
  /** Legacy path (as under /Portal/NewIndex, e.g. `settings/companyinformation`); the current route's when absent. */
  path?: string;
};

/**
 * A legacy embed (spec 1 §1): the legacy back office's page for this path in a frame, or, when the server has no
 * LEGACY_ORIGIN, a page telling the merchant that this installation does not include it. Used for every LEGACY_ROUTES path and by the app for flag-chosen legacy pages.
 */
export function LegacyFramePage({ path }: TLegacyFramePageProps) {
  const { t } = useTranslation();
  const { portal, access } = usePortalOutlet();
  const { pathname, search } = useLocation();
  const legacyPath = path ?? portalRelativePath(pathname);
  const chain = menuChainFor(legacyPath);
  const pageName = chain.length > 0 ? chain.map((entry) => t(entryLabelKey(entry, access))).join(': ') : legacyPath;

  if (!portal.legacyOrigin) return <LegacyNotConfigured chain={chain} pageName={pageName} />;
  const src = legacyFrameSrc(portal.legacyOrigin, legacyPath, search);
  return (
    <LegacyFrame
      // A new page, merchant or store loads a fresh frame (spec 1 §2: a store change reloads the legacy frame).
      key={`${src} ${portal.merhantId} ${portal.storeId}`}
      src={src}
      legacyOrigin={portal.legacyOrigin}
      title={t('legacyFrame.frameTitle', { page: pageName })}
      flags={access.flags}
    />
  );
}
