import { zodResolver } from '@hookform/resolvers/zod';
import {
  STORE_CONFIGURATION_BANNER_MS,
  STORE_CONFIGURATION_ERROR,
  storeConfigurationFormOf,
  ZStoreConfigurationForm,
  type TStoreConfiguration,
  type TStoreConfigurationForm,
  type TStoreConfigurationFormInput,
} from '@mp/contracts/store-configuration';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveDialog } from '../../../components/leave-dialog';
import { MessageModal } from '../../../components/message-modal';
import { SaveFailedAlert } from '../../../components/save-failed-alert';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { useLeaveGuard } from '../../../components/use-leave-guard';
import { isHttpError } from '../../../lib/api-client';
import { useUpdateStoreConfiguration } from '../api/store-configuration.queries';
import { ContactsSection } from './contacts-section';
import { ReceiptSection } from './receipt-section';
import { StoreDetailsSection } from './store-details-section';

type TProps = {
  loaded: TStoreConfiguration;
  /** Loads the configuration again after a stale save (someone else saved meanwhile). */
  onReload: () => Promise<unknown>;
};

/** Spec 3 §4 banner states. */
type TBanner = 'success' | 'error' | 'invalid' | null;

/**
 * The store configuration form (spec 3 §2.4, §4, §5), mounted with the loaded values as its defaults: Save needs
 * changes and valid values, Discard needs changes and asks first; the banner (success, general error, invalid input)
 * clears after 3 seconds. A refusal the server names a field for is shown at that field too.
 */
export function StoreConfigurationForm({ loaded, onReload }: TProps) {
  const { t } = useTranslation();
  const save = useUpdateStoreConfiguration();
  const [banner, setBanner] = useState<TBanner>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const form = useForm<TStoreConfigurationFormInput, unknown, TStoreConfigurationForm>({
    resolver: zodResolver(ZStoreConfigurationForm),
    mode: 'onChange',
    defaultValues: storeConfigurationFormOf(loaded),
  });
  const { isDirty, isValid } = form.formState;
  const { dialog } = useLeaveGuard(isDirty);

  useEffect(() => {
    if (banner === null) return;
    const timer = setTimeout(() => setBanner(null), STORE_CONFIGURATION_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const onSave = form.handleSubmit(
    () => {
      const values = form.getValues();
      save.mutate(
        // Spec 3 §3: the store is located again when address line 1 changed.
        { ...values, UpdateStoreCoordinates: values.storeAdd1.trim() !== loaded.storeAdd1 },
        {
          onSuccess: (answer) => {
            form.reset(storeConfigurationFormOf(answer.Entity));
            setBanner('success');
          },
          onError: (error) => {
            const field = isHttpError(error) ? error.field : undefined;
            if (isHttpError(error) && field && field in form.getValues())
              form.setError(
                field as keyof TStoreConfigurationFormInput,
                { message: error.messageKey },
                { shouldFocus: true },
              );
            const invalid = isHttpError(error) && error.status === 400;
            setBanner(invalid ? 'invalid' : 'error');
          },
        },
      );
    },
    () => setBanner('invalid'),
  );
  const stale = isHttpError(save.error) && save.error.messageKey === STORE_CONFIGURATION_ERROR.staleChecksum;
  const disabled = save.isPending;

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSave(event)}>
      <StickyActionBar dirty={isDirty}>
        <Button variant="outlined" onClick={() => setConfirmDiscard(true)} disabled={!isDirty || disabled}>
          {t('storeConfiguration.discard')}
        </Button>
        <Button type="submit" variant="contained" disabled={!isDirty || !isValid || disabled}>
          {t('storeConfiguration.save')}
        </Button>
      </StickyActionBar>
      {banner === 'success' && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('storeConfiguration.saved')}
        </Alert>
      )}
      {banner === 'invalid' && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t('storeConfiguration.invalidInput')}
        </Alert>
      )}
      {banner === 'error' && (
        <SaveFailedAlert
          error={save.error}
          stale={stale}
          fallback={t('storeConfiguration.saveFailed')}
          onReload={() => {
            save.reset();
            void onReload();
          }}
        />
      )}
      <StoreDetailsSection control={form.control} disabled={disabled} timeZones={loaded.posTimezoneList} />
      <Divider sx={{ my: 2 }} />
      <ContactsSection control={form.control} disabled={disabled} />
      <Divider sx={{ my: 2 }} />
      <ReceiptSection form={form} disabled={disabled} />
      <MessageModal
        open={confirmDiscard}
        title={t('storeConfiguration.discardTitle')}
        message={t('storeConfiguration.discardMessage')}
        onClose={() => setConfirmDiscard(false)}
        actions={[
          { label: t('storeConfiguration.keepEditing'), variant: 'text', onClick: () => setConfirmDiscard(false) },
          {
            label: t('storeConfiguration.discardConfirm'),
            onClick: () => {
              form.reset(storeConfigurationFormOf(loaded));
              setConfirmDiscard(false);
              setBanner(null);
            },
          },
        ]}
      />
      <LeaveDialog {...dialog} />
    </Box>
  );
}
