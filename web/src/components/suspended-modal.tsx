import { useTranslation } from 'react-i18next';
import { MessageModal, type TModalAction } from './message-modal';

type TSuspendedModalProps = {
  onGoBack: () => void;
  /** 'I understand' shows only when given (admin-type users may continue into a suspended account). */
  onUnderstand?: (() => void) | undefined;
};

/** Suspended-account modal (spec 1 §4, store status code 5). */
export function SuspendedModal({ onGoBack, onUnderstand }: TSuspendedModalProps) {
  const { t } = useTranslation();
  const actions: TModalAction[] = [
    {
      label: t('account.suspended.goBack'),
      onClick: onGoBack,
      variant: onUnderstand ? 'outlined' : 'contained',
      autoFocus: true,
    },
  ];
  if (onUnderstand) actions.push({ label: t('account.suspended.understand'), onClick: onUnderstand });
  return (
    <MessageModal
      title={t('account.suspended.title')}
      message={t('account.suspended.message')}
      actions={actions}
      testId="suspended-modal"
    />
  );
}
