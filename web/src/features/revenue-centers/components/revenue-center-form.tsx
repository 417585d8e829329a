import { zodResolver } from '@hookform/resolvers/zod';
import { isOrderModeId } from '@mp/contracts/order-modes';
import {
  draftOf,
  isRevenueCenterSaveEnabled,
  isSelectableFor,
  REVENUE_CENTER_LOOKUP_DEBOUNCE_MS,
  REVENUE_CENTERS_PAGE,
  type TRevenueCenter,
  type TRevenueCenterGeneral,
  type TRevenueCenterSaveStore,
  type TRevenueCenterStoreRow,
  ZRevenueCenterGeneral,
} from '@mp/contracts/revenue-centers';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { portalHref } from '../../../lib/session/landing';
import { useRevenueCenterLookups, useSaveRevenueCenter } from '../api/revenue-centers.queries';
import { AssignmentList, type TAssignable } from './assignment-list';
import { ErrorListModal, saveErrorLines } from './save-errors-modal';
import { StoreGrid } from './store-grid';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

type TProps = {
  /** The centre being edited; null for a new one. */
  centre: TRevenueCenter | null;
  stores: readonly TRevenueCenterStoreRow[];
  /** A single-store merchant's store: used without a store grid (spec 3 §4). */
  singleStoreId: number | null;
};

const GENERAL_FIELDS = [
  { name: 'Name', required: true },
  { name: 'Description', required: true },
  { name: 'ExternalId', required: false },
] as const;

const idsOf = (key: string): number[] => (key === '' ? [] : key.split(',').map(Number));

/** Toggles a number in a list. */
const toggled = (ids: readonly number[], id: number) => (ids.includes(id) ? ids.filter((i) => i !== id) : [...ids, id]);

/**
 * The create/edit form (spec 3 §2.4, §4, §5): general info, the store grid, then the chosen stores' order modes and
 * devices, looked up 1 s after the last store change. Save follows isRevenueCenterSaveEnabled; success goes back to
 * the list, a refusal opens the error modal listing the server's errors.
 */
export function RevenueCenterForm({ centre: opened, stores, singleStoreId }: TProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { portal } = usePortalOutlet();
  const merchantId = portal.merhantId;
  // The centre as the form opened it: a later refetch (after this save, or anyone's) neither resets the choices nor
  // lends the save a newer checksum than the values it started from.
  const [centre] = useState(opened);
  const revenueCenterId = centre?.revenueCenterId ?? 0;
  const initial = useMemo(() => (centre ? draftOf(centre) : null), [centre]);
  const form = useForm<TRevenueCenterGeneral>({
    resolver: zodResolver(ZRevenueCenterGeneral),
    mode: 'onChange',
    defaultValues: {
      Name: initial?.Name ?? '',
      Description: initial?.Description ?? '',
      ExternalId: initial?.ExternalId ?? '',
    },
  });
  const [chosen, setChosen] = useState<TRevenueCenterSaveStore[]>(() =>
    initial
      ? initial.Stores
      : singleStoreId !== null
        ? [{ StoreId: singleStoreId, OrderModes: [], StoreDeviceIds: [] }]
        : [],
  );
  const [saveErrors, setSaveErrors] = useState<string[] | null>(null);
  const save = useSaveRevenueCenter();

  // The chosen stores as text: a change of order modes or devices leaves it (and the lookups) alone.
  const storeKey = chosen
    .map((s) => s.StoreId)
    .sort((a, b) => a - b)
    .join(',');
  const lookupKey = useDebouncedValue(storeKey, REVENUE_CENTER_LOOKUP_DEBOUNCE_MS);
  const storeIds = useMemo(() => idsOf(storeKey), [storeKey]);
  const lookupIds = useMemo(() => idsOf(lookupKey), [lookupKey]);
  const settling = lookupKey !== storeKey;
  const { orderModes, devices } = useRevenueCenterLookups(merchantId, lookupIds);
  const shownStore = (row: { storeId: number }) => storeIds.includes(row.storeId);
  const modeRows: TAssignable[] = (orderModes.data ?? []).filter(shownStore).map((r) => ({
    ...r,
    id: r.orderModeId,
    label: t(`revenueCenters.orderModes.${r.orderModeId}`, { defaultValue: r.orderModeName }),
  }));
  const deviceRows: TAssignable[] = (devices.data ?? [])
    .filter(shownStore)
    .map((r) => ({ ...r, id: r.storeDeviceId, label: r.deviceName }));

  const [Name, Description, ExternalId] = useWatch({
    control: form.control,
    name: ['Name', 'Description', 'ExternalId'],
  });
  const enabled =
    form.formState.isValid &&
    !save.isPending &&
    isRevenueCenterSaveEnabled({ Name, Description, ExternalId, Stores: chosen }, initial);

  const storeOf = (storeId: number) => chosen.find((s) => s.StoreId === storeId);
  const update = (storeId: number, change: (s: TRevenueCenterSaveStore) => TRevenueCenterSaveStore) =>
    setChosen((all) => all.map((s) => (s.StoreId === storeId ? change(s) : s)));
  const toggleStore = (storeId: number) =>
    setChosen((all) =>
      all.some((s) => s.StoreId === storeId)
        ? all.filter((s) => s.StoreId !== storeId)
        : [...all, { StoreId: storeId, OrderModes: [], StoreDeviceIds: [] }],
    );
  const back = () => void navigate(portalHref(REVENUE_CENTERS_PAGE));

  const onSave = form.handleSubmit((values) =>
    save.mutate(
      {
        ...values,
        MerchantId: merchantId,
        RevenueCenterId: revenueCenterId,
        LastModifiedUserCode: portal.userName,
        Stores: chosen,
        ...(centre ? { ConcurrencyChecksum: centre.concurrencyChecksum } : {}),
      },
      { onSuccess: back, onError: (error) => setSaveErrors(saveErrorLines(t, error)) },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSave(event)}>
      <Stack spacing={2}>
        <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('revenueCenters.form.general')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
            {GENERAL_FIELDS.map(({ name, required }) => (
              <Controller
                key={name}
                name={name}
                control={form.control}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    inputRef={field.ref}
                    label={t(`revenueCenters.form.${name}`)}
                    required={required}
                    error={fieldState.error !== undefined}
                    helperText={fieldState.error ? errorText(t, fieldState.error.message) : ' '}
                    fullWidth
                  />
                )}
              />
            ))}
          </Box>
        </Paper>
        {singleStoreId === null ? (
          <Paper sx={{ p: { xs: 1.5, sm: 2 }, overflowX: 'auto' }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('revenueCenters.form.stores')}
            </Typography>
            <StoreGrid stores={stores} chosen={storeIds} onToggle={toggleStore} />
          </Paper>
        ) : null}
        <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
          <AssignmentList
            title={t('revenueCenters.form.orderModes')}
            rows={modeRows}
            loading={orderModes.isFetching || settling}
            emptyText={t('revenueCenters.form.chooseStoreFirst')}
            isSelectable={(row) => isSelectableFor(row, revenueCenterId)}
            isChosen={(row) => storeOf(row.storeId)?.OrderModes.some((m) => m === row.id) ?? false}
            onToggle={(row) =>
              update(row.storeId, (s) => ({
                ...s,
                OrderModes: toggled(s.OrderModes, row.id).filter(isOrderModeId),
              }))
            }
          />
        </Paper>
        <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
          <AssignmentList
            title={t('revenueCenters.form.devices')}
            rows={deviceRows}
            loading={devices.isFetching || settling}
            emptyText={t('revenueCenters.form.noDevices')}
            isSelectable={(row) => isSelectableFor(row, revenueCenterId)}
            isChosen={(row) => storeOf(row.storeId)?.StoreDeviceIds.includes(row.id) ?? false}
            onToggle={(row) =>
              update(row.storeId, (s) => ({ ...s, StoreDeviceIds: toggled(s.StoreDeviceIds, row.id) }))
            }
          />
        </Paper>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button variant="text" onClick={back}>
            {t('revenueCenters.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!enabled}>
            {t('revenueCenters.save')}
          </Button>
        </Stack>
      </Stack>
      {saveErrors ? (
        <ErrorListModal title={t('revenueCenters.saveFailed')} lines={saveErrors} onClose={() => setSaveErrors(null)} />
      ) : null}
    </Box>
  );
}
