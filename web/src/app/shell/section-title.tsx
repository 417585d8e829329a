import type { TAccessContext } from '@mp/contracts/access/access-context';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { sectionLabelKey, TITLED_SECTIONS } from './nav-items';

/** On narrow screens the section's name, taken from the third path segment (spec 1 §2). */
export function SectionTitle({ access }: { access: TAccessContext }) {
  const { t } = useTranslation();
  const section = useLocation().pathname.split('/')[3] ?? '';
  if (!(TITLED_SECTIONS as readonly string[]).includes(section)) return null;
  const key = sectionLabelKey(section, access);
  return key ? (
    <Typography
      component="p"
      variant="subtitle1"
      noWrap
      sx={{ ml: 1, minWidth: 0, flexShrink: 1 }}
      data-testid="section-title"
    >
      {t(key)}
    </Typography>
  ) : null;
}
