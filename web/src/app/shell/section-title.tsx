import type { TPortalData } from '@mp/contracts/portal';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { sectionLabelKey, TITLED_SECTIONS } from './nav-items';

/** On narrow screens the section's name, taken from the third path segment (spec 1 §2). */
export function SectionTitle({ portal }: { portal: TPortalData }) {
  const { t } = useTranslation();
  const section = useLocation().pathname.split('/')[3] ?? '';
  if (!(TITLED_SECTIONS as readonly string[]).includes(section)) return null;
  const key = sectionLabelKey(section, portal);
  return key ? (
    <Typography component="p" variant="subtitle1" sx={{ ml: 1 }} data-testid="section-title">
      {t(key)}
    </Typography>
  ) : null;
}
