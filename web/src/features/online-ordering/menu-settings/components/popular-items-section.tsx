import { MENU_SETTINGS_ERROR, POPULAR_ITEMS_DAYS } from '@mp/contracts/online-ordering/menu-settings';
import { isOnlineOrderingViewOnly } from '@mp/contracts/online-ordering/online-ordering';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingOrFailed } from '../../../../components/pending-or-failed';
import { isHttpError } from '../../../../lib/api-client';
import { usePortalOutlet } from '../../../../lib/portal-outlet';
import { usePortalAccess } from '../../../../lib/session/use-portal-access';
import { useFormat } from '../../../../lib/use-format';
import { usePopularItems, useSetPopularItems } from '../api/menu-settings.queries';

const k = (key: string) => `menuSettings.popular.${key}`;

/**
 * A store's popular menu items (spec 3 §2.4, §3): the switch that shows them on the online menu, saved at once (a
 * failed save puts it back), and the items themselves, the store's best sellers of the last 90 days.
 */
export function PopularItemsSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const format = useFormat();
  const { openSelection } = usePortalOutlet();
  const { ctx } = usePortalAccess();
  const viewOnly = ctx !== undefined && isOnlineOrderingViewOnly(ctx);
  const popular = usePopularItems(true);
  const update = useSetPopularItems();
  const [failed, setFailed] = useState(false);
  const needSiteView = isHttpError(popular.error) && popular.error.messageKey === MENU_SETTINGS_ERROR.needSiteView;

  const heading = (
    <>
      <Typography id={titleId} variant="h6" component="h2">
        {t(k('title'))}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(k('intro'), { days: POPULAR_ITEMS_DAYS })}
      </Typography>
    </>
  );
  if (needSiteView)
    return (
      <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
        {heading}
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => openSelection('store')}>
              {t('onlineOrdering.selectStore')}
            </Button>
          }
        >
          {t(MENU_SETTINGS_ERROR.needSiteView)}
        </Alert>
      </Paper>
    );
  if (!popular.data)
    return (
      <PendingOrFailed
        failed={popular.isError}
        failedText={t(k('loadFailed'))}
        onRetry={() => void popular.refetch()}
      />
    );
  const { enabled, items } = popular.data;
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      {heading}
      <FormControlLabel
        control={
          <Switch
            checked={update.isPending ? update.variables : enabled}
            disabled={viewOnly || update.isPending}
            onChange={(_, checked) => update.mutate(checked, { onError: () => setFailed(true) })}
          />
        }
        label={t(k('enabled'))}
      />
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t(k('none'), { days: POPULAR_ITEMS_DAYS })}
        </Typography>
      ) : (
        <Table size="small" aria-label={t(k('title'))} sx={{ mt: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t(k('rank'))}</TableCell>
              <TableCell>{t(k('item'))}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t(k('description'))}</TableCell>
              <TableCell align="right">{t(k('price'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item, index) => (
              <TableRow key={item.displayName}>
                <TableCell>{index + 1}</TableCell>
                <TableCell>{item.displayName}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{item.description}</TableCell>
                <TableCell align="right">{format.money(item.currentPrice)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Snackbar open={failed} autoHideDuration={4000} onClose={() => setFailed(false)}>
        <Alert severity="error" role="alert" onClose={() => setFailed(false)}>
          {t(MENU_SETTINGS_ERROR.saving)}
        </Alert>
      </Snackbar>
    </Paper>
  );
}
