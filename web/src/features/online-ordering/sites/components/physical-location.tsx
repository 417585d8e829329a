import type { TSiteInfo } from '@mp/contracts/online-ordering/sites';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { portalHref } from '../../../../lib/session/landing';

/** Where the store's address is edited (spec 3 §2.4: the block links there for users who may open it). */
export const STORE_CONFIGURATION_PAGE = 'settings/store/storeconfiguration';

type TPhysicalLocationProps = { info: TSiteInfo['receiptInformation']; canEdit: boolean };

/**
 * Spec 3 §2.4 Store information: the store's physical location, read-only here (Store configuration keeps it), with
 * a link to that page for users whose access opens it.
 */
export function PhysicalLocation({ info, canEdit }: TPhysicalLocationProps) {
  const { t } = useTranslation();
  const k = (key: string) => t(`onlineOrdering.store.location.${key}`);
  const titleId = useId();
  const rows: [string, string][] = [
    ['storeName', info.storeName],
    ['address1', info.address],
    ['address2', info.address2],
    ['city', info.city],
    ['state', info.state],
    ['zip', info.zip],
    ['phone', info.phone],
  ];
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 4 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {k('title')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, max-content) 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {rows.map(([key, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {k(key)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value || '—'}
            </Typography>
          </Box>
        ))}
      </Box>
      {canEdit && (
        <Link component={RouterLink} to={portalHref(STORE_CONFIGURATION_PAGE)} sx={{ display: 'inline-block', mt: 1 }}>
          {k('edit')}
        </Link>
      )}
    </Box>
  );
}
