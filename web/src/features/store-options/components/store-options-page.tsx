import { zodResolver } from '@hookform/resolvers/zod';
import {
  applyStoreOptionsResets,
  isStoreOptionsViewOnly,
  STORE_OPTIONS_ERROR,
  storeOptionsSections,
  ZUpdateStoreOptionsRequest,
  type TStoreOptions,
  type TUpdateStoreOptions,
  type TUpdateStoreOptionsRequest,
} from '@mp/contracts/store-options';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveDialog } from '../../../components/leave-dialog';
import { MessageModal } from '../../../components/message-modal';
import { PendingOrFailed } from '../../../components/pending-or-failed';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useLeaveGuard } from '../../../components/use-leave-guard';
import { isHttpError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { usePortalAccess } from '../../../lib/session/use-portal-access';
import { useStoreOptions, useUpdateStoreOptions } from '../api/store-options.queries';
import { OrderModesSection } from './order-modes-section';
import { StoreSettingsSections } from './store-settings-sections';

type TForm = TUpdateStoreOptionsRequest;

/** The form's text of a count or an id: a PUC id of 0 is an empty field (spec 3 §3: "0 if empty"). */
const idText = (n: number) => (n === 0 ? '' : String(n));

/** The loaded options as the form holds them: counts and ids as text. */
const formOf = (o: TStoreOptions): TForm => ({
  ...o,
  MinimumBreakMinutes: String(o.MinimumBreakMinutes),
  OrderDownloadThresholdTakeout: String(o.OrderDownloadThresholdTakeout),
  OrderDownloadThresholdDelivery: String(o.OrderDownloadThresholdDelivery),
  PucStoreId: idText(o.PucStoreId),
  PucOrgId: idText(o.PucOrgId),
});

/** The fields the resets may change, and how the form holds what they set. */
const RESET_FIELDS = [
  'TakeoutChargeId',
  'DeliveryChargeId',
  'CateringChargeId',
  'DriveThruChargeId',
  'TakeoutOrderNamingStrategy',
  'DeliveryOrderNamingStrategy',
  'CateringOrderNamingStrategy',
  'IsOrderModePromptEnabled',
  'PucStoreId',
  'PucOrgId',
  'GuestCountMode',
  'IsDineInChitHeaderEnabled',
  'StoreKitchenRoutingMethods.ForTakeout',
  'StoreKitchenRoutingMethods.ForDelivery',
  'StoreKitchenRoutingMethods.ForCatering',
  'StoreKitchenRoutingMethods.ForDriveThru',
] as const satisfies readonly FieldPath<TForm>[];

const pathValue = (values: object, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], values);

/**
 * Spec 3 §2.4 "Store options": the store's order modes, service, gratuity, breaks, order handling, product count,
 * business-date end time, modifier behaviours, kitchen routing, PUC lockers and timers in one form; Save when changed
 * and valid. Turning a switch applies the dependent resets of the contract (spec 3 §4). An account with several stores
 * gets the warning instead (the server refuses it too); a failed save opens the error modal (spec 3 §8).
 */
export function StoreOptionsPage() {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(t('storeOptions.title'));
  const { ctx } = usePortalAccess();
  const viewOnly = ctx !== undefined && isStoreOptionsViewOnly(ctx);
  const loaded = useStoreOptions();
  const update = useUpdateStoreOptions();
  const [saved, setSaved] = useState(false);
  const form = useForm<TForm, unknown, TUpdateStoreOptions>({
    resolver: zodResolver(ZUpdateStoreOptionsRequest),
    mode: 'onChange',
  });
  const entity = loaded.data?.Entity;
  useEffect(() => {
    if (entity) form.reset(formOf(entity));
  }, [entity, form]);
  const { isDirty, isValid } = form.formState;
  const { dialog } = useLeaveGuard(isDirty && !viewOnly);

  // The resets work on the form's values as the contract reads them; what they change goes back into the form.
  const onToggle = () => {
    const values = form.getValues();
    const next = applyStoreOptionsResets(values);
    for (const path of RESET_FIELDS) {
      const value = pathValue(next, path);
      const shown = (path === 'PucStoreId' || path === 'PucOrgId') && value === 0 ? '' : value;
      if (shown !== pathValue(values, path)) form.setValue(path, shown as never, { shouldDirty: true });
    }
    void form.trigger();
  };
  // The contract's output is what the spec sends: counts and PUC ids as numbers (0 when empty), no charge as null.
  const onSave = form.handleSubmit((values) => update.mutate(values, { onSuccess: () => setSaved(true) }));
  const stale = isHttpError(update.error) && update.error.messageKey === STORE_OPTIONS_ERROR.staleChecksum;
  const onReload = async () => {
    update.reset();
    await loaded.refetch();
  };

  const title = (
    <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 1 }}>
      {t('storeOptions.title')}
    </Typography>
  );
  const multiStore = isHttpError(loaded.error) && loaded.error.messageKey === STORE_OPTIONS_ERROR.multiStore;
  if (multiStore)
    return (
      <Paper component="section" aria-labelledby={titleId} sx={{ p: 3 }}>
        {title}
        <Alert severity="warning">{t('storeOptions.multiStore')}</Alert>
      </Paper>
    );
  if (loaded.isPending || loaded.isError || !ctx || form.getValues('ConcurrencyChecksum') === undefined)
    return (
      <Box>
        {title}
        <PendingOrFailed
          failed={loaded.isError}
          failedText={t('storeOptions.loadFailed')}
          onRetry={() => void loaded.refetch()}
        />
      </Box>
    );

  const sections = storeOptionsSections(ctx);
  const disabled = viewOnly || update.isPending;
  const sectionProps = { control: form.control, disabled, sections, onToggle };
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      {title}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('storeOptions.intro')}
      </Typography>
      {viewOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('storeOptions.viewOnlyNotice')}
        </Alert>
      )}
      <StickyActionBar dirty={isDirty && !viewOnly}>
        <Button variant="contained" onClick={() => void onSave()} disabled={!isDirty || !isValid || disabled}>
          {t('storeOptions.save')}
        </Button>
      </StickyActionBar>
      <OrderModesSection {...sectionProps} charges={loaded.data.Charges} />
      <StoreSettingsSections {...sectionProps} />
      <MessageModal
        open={update.isError}
        title={t('storeOptions.errorTitle')}
        message={`${t('storeOptions.errorMessage')} ${errorText(t, update.error)}`}
        onClose={() => update.reset()}
        actions={[
          ...(stale
            ? [{ label: t('common.reload'), onClick: () => void onReload(), variant: 'outlined' as const }]
            : []),
          { label: t('common.ok'), onClick: () => update.reset(), autoFocus: true },
        ]}
        testId="store-options-error"
      />
      <Snackbar
        open={saved}
        autoHideDuration={3000}
        onClose={() => setSaved(false)}
        message={t('storeOptions.saved')}
      />
      <LeaveDialog {...dialog} />
    </Paper>
  );
}
