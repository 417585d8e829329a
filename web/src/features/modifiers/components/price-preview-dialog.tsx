import type { TPriceChangePreview } from '@mp/contracts/modifiers';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MessageModal } from '../../../components/message-modal';
import { useFormat } from '../../../lib/use-format';

type TProps = { rows: TPriceChangePreview; onCancel: () => void; onConfirm: () => void };

/** Before a save that changes modifier prices: each change and every item it reaches, for the user to confirm. */
export function PricePreviewDialog({ rows, onCancel, onConfirm }: TProps) {
  const { t } = useTranslation();
  const e = (key: string, values?: Record<string, unknown>) => t(`modifiers.preview.${key}`, values);
  const format = useFormat();
  return (
    <MessageModal
      open
      title={e('title')}
      message={e('intro')}
      onClose={onCancel}
      testId="price-preview"
      actions={[
        { label: t('common.cancel'), onClick: onCancel },
        { label: e('confirm'), onClick: onConfirm, variant: 'contained', autoFocus: true },
      ]}
    >
      {rows.map((r) => (
        <section key={r.ItemMasterId} aria-label={r.Name}>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {e('change', { name: r.Name, from: format.money(r.OldPrice), to: format.money(r.NewPrice) })}
          </Typography>
          <Typography variant="body2">
            {r.AffectedItems.length === 0
              ? e('noItems')
              : e('items', { count: r.AffectedItems.length, names: r.AffectedItems.map((i) => i.ItemName).join(', ') })}
          </Typography>
        </section>
      ))}
    </MessageModal>
  );
}
