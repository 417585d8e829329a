import { descriptionKeyOf } from '@mp/contracts/access/built-pages';
import type { TMenuEntry } from '@mp/contracts/access/menu';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage, waysBack } from '../../components/placeholder-page';
import { usePortalOutlet } from '../../lib/portal-outlet';

type TLegacyNotConfiguredProps = {
  /** The menu entries of the page, top-level first (menuChainFor). */
  chain: readonly TMenuEntry[];
  pageName: string;
};

/**
 * Shown instead of an empty frame when the server has no legacy back office: written for the merchant, who can do
 * nothing about the server's set-up (the server log and the README tell the administrator). It says what the page
 * is for and that this installation does not include it, with ways back.
 */
export function LegacyNotConfigured({ chain, pageName }: TLegacyNotConfiguredProps) {
  const { t } = useTranslation();
  const { access } = usePortalOutlet();
  const entry = chain.at(-1);
  return (
    <PlaceholderPage
      icon={LinkOffIcon}
      title={pageName}
      lines={[...(entry ? [t(descriptionKeyOf(entry))] : []), t('legacyFrame.notIncluded.message', { page: pageName })]}
      links={waysBack(chain, access, t)}
    />
  );
}
