import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { MessageModal } from '../../../components/message-modal';

type TConfirmProps = { open: boolean; onConfirm: () => void; onCancel: () => void };

/** Delete-discount modal (spec 2 §2). */
export function DeleteDiscountDialog({ open, onConfirm, onCancel, name }: TConfirmProps & { name: string }) {
  const { t } = useTranslation();
  return (
    <MessageModal
      open={open}
      title={t('discounts.detail.delete.title')}
      message={t('discounts.detail.delete.text', { name })}
      onClose={onCancel}
      actions={[
        { label: t('common.cancel'), onClick: onCancel, variant: 'text', autoFocus: true },
        { label: t('discounts.detail.delete.confirm'), onClick: onConfirm },
      ]}
    />
  );
}

/** Auto-apply error modal (title key AutoApplyErrorModalTitle): the sorted messages, one per line. */
export function AutoApplyErrorDialog({ messages, onClose }: { messages: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageModal
      open={messages.length > 0}
      title={t('discounts.errors.AutoApplyErrorModalTitle')}
      onClose={onClose}
      maxWidth="sm"
      actions={[{ label: t('common.ok'), onClick: onClose, autoFocus: true }]}
    >
      <List dense aria-label={t('discounts.detail.autoApplyList')}>
        {messages.map((message) => (
          <ListItem key={message} disableGutters>
            <ListItemText primary={message} />
          </ListItem>
        ))}
      </List>
    </MessageModal>
  );
}
