import type { TPromotionPreviewResponse } from '@mp/contracts/promotions';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MessageModal } from '../../../components/message-modal';
import { useFormat } from '../../../lib/use-format';
import { OverlapsAlert } from './overlaps-alert';

type TProps = { preview: TPromotionPreviewResponse; onClose: () => void };

/** The unsaved promotion's affected items with their regular and promoted prices, and the overlaps it would make. */
export function PromotionPreviewDialog({ preview, onClose }: TProps) {
  const { t } = useTranslation();
  const p = (key: string, values?: Record<string, unknown>) => t(`promotions.preview.${key}`, values);
  const format = useFormat();
  return (
    <MessageModal
      open
      title={p('title')}
      message={p('intro', { count: preview.Items.length })}
      onClose={onClose}
      maxWidth="md"
      testId="promotion-preview"
      actions={[{ label: p('close'), onClick: onClose, variant: 'contained', autoFocus: true }]}
    >
      <OverlapsAlert overlaps={preview.Overlaps} />
      {preview.Items.length === 0 ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {p('noItems')}
        </Alert>
      ) : (
        // A scrolling box is reached by keyboard too (axe: scrollable-region-focusable).
        <TableContainer tabIndex={0} role="region" aria-label={p('tableLabel')} sx={{ mt: 1, maxHeight: 420 }}>
          <Table size="small" stickyHeader aria-label={p('tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{p('item')}</TableCell>
                <TableCell>{p('category')}</TableCell>
                <TableCell align="right">{p('regular')}</TableCell>
                <TableCell align="right">{p('promoted')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.Items.map((item) => (
                <TableRow key={item.ItemMasterId}>
                  <TableCell>{item.ItemName}</TableCell>
                  <TableCell>{item.CategoryName ?? '—'}</TableCell>
                  <TableCell align="right">{format.money(item.RegularPrice)}</TableCell>
                  <TableCell align="right">
                    <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                      {format.money(item.PromotedPrice)}
                    </Typography>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </MessageModal>
  );
}
