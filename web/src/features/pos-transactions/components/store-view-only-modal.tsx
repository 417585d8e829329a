import { useTranslation } from 'react-i18next';
import { MessageModal } from '../../../components/message-modal';

/**
 * Spec 2 §2: in the company view of a multi-site merchant the page shows no tickets; this modal and its overlay
 * block it until a single store is chosen. It cannot be dismissed: behind it there is nothing to use.
 */
export function StoreViewOnlyModal({ onSelectStore }: { onSelectStore: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageModal
      title={t('posTransactions.storeViewOnlyModal.title')}
      message={t('posTransactions.storeViewOnly')}
      actions={[
        { label: t('posTransactions.storeViewOnlyModal.selectStore'), onClick: onSelectStore, autoFocus: true },
      ]}
      testId="store-view-only-modal"
    />
  );
}
