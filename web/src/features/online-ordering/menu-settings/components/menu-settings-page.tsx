import { ACCESS_FLAG, isFlagOn } from '@mp/contracts/access/flags';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../../components/use-document-title';
import { usePortalAccess } from '../../../../lib/session/use-portal-access';
import { PopularItemsSection } from './popular-items-section';
import { SpecialInstructionsSection } from './special-instructions-section';

/**
 * Online ordering → Menu settings (spec 3 §2.4, §6): the company's item-level special instructions (company view)
 * and, with its flag, a store's popular menu items (store view).
 */
export function MenuSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('menuSettings.title'));
  const { ctx } = usePortalAccess();
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        {t('menuSettings.title')}
      </Typography>
      <SpecialInstructionsSection />
      {ctx && isFlagOn(ctx.flags, ACCESS_FLAG.popularItems) && <PopularItemsSection />}
    </Stack>
  );
}
