import type { TFlagScope, TUpdateFlagRequest } from '@mp/contracts/feature-flags';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { errorText } from '../../../lib/error-text';
import { useFlagList, useUpdateFlag } from '../api/feature-flags.queries';
import { FlagTable } from './flag-table';
import { MerchantPicker, merchantRowKey } from './merchant-picker';

type TNotice = { severity: 'success' | 'error'; text: string; id: number };

/** Support Tools › Feature flags: pick a merchant and a scope, then set or clear each flag (saved at once). */
export function FeatureFlagsPage() {
  const { t } = useTranslation();
  const { portal } = usePortalOutlet();
  const [scope, setScope] = useState<TFlagScope | null>(null);
  // The last notice stays while the snackbar closes, so its text does not vanish mid-transition.
  const [notice, setNoticeState] = useState<TNotice | null>(null);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const noticeCount = useRef(0);
  const setNotice = (next: Omit<TNotice, 'id'>) => {
    noticeCount.current += 1;
    setNoticeState({ ...next, id: noticeCount.current });
    setNoticeOpen(true);
  };
  const list = useFlagList(scope);
  const update = useUpdateFlag({ merchantId: portal.merhantId, storeId: portal.storeId });

  const save = (change: TUpdateFlagRequest) =>
    update.mutate(change, {
      onSuccess: (result) => {
        const where = change.storeId === 0 ? result.merchantName : storeName(change.storeId);
        const key = change.isOn === null ? 'cleared' : change.isOn ? 'turnedOn' : 'turnedOff';
        setNotice({ severity: 'success', text: t(`featureFlags.saved.${key}`, { name: change.name, where }) });
      },
      onError: (error) =>
        setNotice({
          severity: 'error',
          text: t('featureFlags.saveFailed', {
            name: change.name,
            reason: errorText(t, error),
          }),
        }),
    });
  const storeName = (storeId: number) => list.data?.stores.find((store) => store.storeId === storeId)?.name ?? '';

  return (
    <Stack component="section" aria-labelledby="feature-flags-title" spacing={2}>
      <Typography id="feature-flags-title" variant="h5" component="h1">
        {t('portal.menu.supportTools.featureflags')}
      </Typography>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('featureFlags.merchants.title')}
        </Typography>
        <MerchantPicker
          selectedKey={scope ? merchantRowKey({ MerchantId: scope.merchantId, StoreId: scope.storeId }) : null}
          onPick={(row) => setScope({ merchantId: row.MerchantId, storeId: row.StoreId })}
        />
      </Paper>
      {scope ? (
        <Paper sx={{ p: 2 }}>
          {list.isPending ? (
            <CircularProgress aria-label={t('common.loading')} />
          ) : list.isError || !list.data ? (
            <Alert severity="error">
              {t('featureFlags.loadFailed', {
                reason: errorText(t, list.error),
              })}
            </Alert>
          ) : (
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                {list.data.merchantName}
              </Typography>
              <TextField
                select
                size="small"
                label={t('featureFlags.scope.label')}
                value={scope.storeId}
                onChange={(event) => setScope({ merchantId: scope.merchantId, storeId: Number(event.target.value) })}
                helperText={t('featureFlags.scope.help')}
                sx={{ maxWidth: 360 }}
              >
                <MenuItem value={0}>{t('featureFlags.scope.wholeMerchant')}</MenuItem>
                {list.data.stores.map((store) => (
                  <MenuItem key={store.storeId} value={store.storeId}>
                    {store.isDeleted ? t('featureFlags.scope.deletedStore', { name: store.name }) : store.name}
                  </MenuItem>
                ))}
              </TextField>
              <FlagTable
                flags={list.data.flags}
                isStoreScope={scope.storeId !== 0}
                disabled={update.isPending}
                onSet={(name, isOn) => save({ ...scope, name, isOn })}
                onClear={(name) => save({ ...scope, name, isOn: null })}
              />
            </Stack>
          )}
        </Paper>
      ) : (
        <Typography color="text.secondary">{t('featureFlags.pickMerchant')}</Typography>
      )}
      <Snackbar
        // A notice that replaces one still on screen gets its own four seconds, not what was left of the other's.
        key={notice?.id}
        open={noticeOpen}
        autoHideDuration={notice?.severity === 'error' ? null : 4000}
        onClose={(_event, reason) => reason !== 'clickaway' && setNoticeOpen(false)}
      >
        <Alert
          severity={notice?.severity ?? 'success'}
          variant="filled"
          role={notice?.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setNoticeOpen(false)}
        >
          {notice?.text}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
