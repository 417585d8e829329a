import { pastDueButtons } from '@mp/contracts/access/login-flow';
import { useTranslation } from 'react-i18next';
import { MessageModal, type TModalAction } from './message-modal';

type TPastDueModalProps = {
  days: number;
  mayUpdatePayment: boolean;
  /** Skip or Ok; the caller decides (pastDueOutcome) whether that signs out. */
  onSkip: () => void;
  onUpdatePayment: () => void;
};

/** Past-due payment notice (spec 1 §4): the title differs for overdue (negative days) and upcoming. */
export function PastDueModal({ days, mayUpdatePayment, onSkip, onUpdatePayment }: TPastDueModalProps) {
  const { t } = useTranslation();
  const overdue = days < 0;
  const actions: TModalAction[] = pastDueButtons(mayUpdatePayment).map((button) =>
    button === 'updatePayment'
      ? { label: t('account.pastDue.updatePayment'), onClick: onUpdatePayment, autoFocus: true }
      : {
          label: t(`account.pastDue.${button}`),
          onClick: onSkip,
          variant: button === 'skip' ? 'outlined' : 'contained',
        },
  );
  return (
    <MessageModal
      title={overdue ? t('account.pastDue.titleOverdue') : t('account.pastDue.titleDueSoon')}
      message={
        overdue
          ? t('account.pastDue.messageOverdue', { count: Math.abs(days) })
          : t('account.pastDue.messageDueSoon', { count: days })
      }
      actions={actions}
      testId="past-due-modal"
    />
  );
}
