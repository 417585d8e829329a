import { pastDueOutcome } from '@mp/contracts/access/login-flow';
import {
  STORE_NOT_AVAILABLE_MESSAGE,
  STORE_SELECTION_ERROR,
  STORE_STATUS_SUSPENDED,
  type TStoreRow,
} from '@mp/contracts/stores';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, RefusalError } from '../../../lib/error-text';
import { requestPaymentPage } from '../../../lib/session-flags';
import { useCheckStoreAccountStatus, useSaveStoreContext } from '../api/store-selection.queries';

export type TStatusNotice =
  { kind: 'suspended'; row: TStoreRow } | { kind: 'pastDue'; row: TStoreRow; days: number } | null;

type TUseStoreChoiceOptions = {
  isAdminType: boolean;
  onSaved: () => void;
  onSignOut: () => void;
};

/**
 * Store choice of spec 1 §4: the company view (StoreId 0) is saved directly; a store's account status is checked
 * first (suspended, past due), then the context is saved.
 */
export function useStoreChoice({ isAdminType, onSaved, onSignOut }: TUseStoreChoiceOptions) {
  const { t } = useTranslation();
  const checkStatus = useCheckStoreAccountStatus();
  const saveContext = useSaveStoreContext();
  const [notice, setNotice] = useState<TStatusNotice>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const save = async (row: TStoreRow) => {
    setNotice(null);
    setSaveError(null);
    const response = await saveContext.mutateAsync(row).catch(() => null);
    if (!response) return;
    if (response.IsSuccessful) {
      onSaved();
    } else {
      // The spec's Message names the old catalogue's key; ours says the same.
      const message =
        response.Message === STORE_NOT_AVAILABLE_MESSAGE ? STORE_SELECTION_ERROR.storeNotAvailable : response.Message;
      setSaveError(errorText(t, new RefusalError(message), { fallbackKey: 'storeSelection.saveFailed' }));
    }
  };

  const choose = async (row: TStoreRow) => {
    setSaveError(null);
    if (row.StoreId === 0) return save(row);
    const info = await checkStatus.mutateAsync(row).catch(() => null);
    if (!info) return;
    if (info.StoreStatusCode === STORE_STATUS_SUSPENDED) setNotice({ kind: 'suspended', row });
    else if (info.PastDueRemainingDays !== null) setNotice({ kind: 'pastDue', row, days: info.PastDueRemainingDays });
    else await save(row);
  };

  const skipPastDue = (row: TStoreRow, days: number) => {
    if (pastDueOutcome(days, isAdminType) === 'logOff') {
      setNotice(null);
      onSignOut();
    } else void save(row);
  };

  const updatePayment = (row: TStoreRow) => {
    requestPaymentPage();
    void save(row);
  };

  return {
    choose,
    save,
    notice,
    dismissNotice: () => setNotice(null),
    skipPastDue,
    updatePayment,
    saveError,
    busy: checkStatus.isPending || saveContext.isPending,
  };
}
