import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageModal } from '../../../components/message-modal';

/**
 * Spec 2 §2: in the company view of a multi-site merchant the page shows no tickets, and a modal over it says so.
 * The modal can be closed (Escape, the backdrop or Close) so it is no trap: the page then keeps the same message and
 * the way to pick a store, and the navigation leads elsewhere.
 */
export function StoreViewOnly({ onSelectStore }: { onSelectStore: () => void }) {
  const { t } = useTranslation();
  const [modalOpen, setModalOpen] = useState(true);
  const selectStore = (
    <Button color="inherit" onClick={onSelectStore}>
      {t('posTransactions.storeViewOnlyModal.selectStore')}
    </Button>
  );
  return (
    <>
      <Alert severity="info" action={selectStore}>
        {t('posTransactions.storeViewOnly')}
      </Alert>
      <MessageModal
        open={modalOpen}
        title={t('posTransactions.storeViewOnlyModal.title')}
        message={t('posTransactions.storeViewOnly')}
        onClose={() => setModalOpen(false)}
        actions={[
          { label: t('posTransactions.storeViewOnlyModal.close'), onClick: () => setModalOpen(false), variant: 'text' },
          { label: t('posTransactions.storeViewOnlyModal.selectStore'), onClick: onSelectStore, autoFocus: true },
        ]}
        testId="store-view-only-modal"
      />
    </>
  );
}
