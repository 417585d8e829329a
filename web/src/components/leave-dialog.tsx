import { useTranslation } from 'react-i18next';
import { MessageModal } from './message-modal';

export type TLeaveDialogProps = { open: boolean; onStay: () => void; onDiscard: () => void };

/** The one "discard unsaved changes?" question of every editing screen; `useLeaveGuard` gives its props. */
export function LeaveDialog({ open, onStay, onDiscard }: TLeaveDialogProps) {
  const { t } = useTranslation();
  return (
    <MessageModal
      open={open}
      title={t('common.leave.title')}
      message={t('common.leave.text')}
      onClose={onStay}
      actions={[
        { label: t('common.leave.stay'), onClick: onStay, variant: 'text', autoFocus: true },
        { label: t('common.leave.discard'), onClick: onDiscard },
      ]}
    />
  );
}
