import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NotAvailablePage } from '../../components/not-available-page';
import { PORTAL_BASE } from '../session/landing';
import { sectionLabelKey } from '../shell/nav-items';
import { usePortalOutlet } from '../shell/portal-layout';

/** Sections reached by route but not built in this release: an honest placeholder naming the screen. */
export function SectionPage() {
  const { t } = useTranslation();
  const { portal } = usePortalOutlet();
  const [section = '', screen = ''] = useLocation()
    .pathname.slice(PORTAL_BASE.length + 1)
    .split('/');
  const sectionName = t(sectionLabelKey(section, portal) ?? `portal.sections.${section}`);
  const screenName = screen ? t(`portal.screens.${section}.${screen}`, { defaultValue: '' }) : '';
  return (
    <NotAvailablePage screenName={screenName ? `${sectionName}: ${screenName}` : sectionName} homePath={PORTAL_BASE} />
  );
}
