import { REVENUE_CENTER_CARD_STORES, type TRevenueCenter } from '@mp/contracts/revenue-centers';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TruncatedText } from './truncated-text';

type TProps = {
  centre: TRevenueCenter;
  /** Absent for a view-only user: no edit or delete. */
  onEdit?: (centre: TRevenueCenter) => void;
  onDelete?: (centre: TRevenueCenter) => void;
};

/**
 * One centre (spec 3 §2.4): its general info and a table of its stores with their order modes and devices. Three
 * stores show; the toggle shows all or hides them again (disabled with three or fewer).
 */
export function RevenueCenterCard({ centre, onEdit, onDelete }: TProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? centre.stores : centre.stores.slice(0, REVENUE_CENTER_CARD_STORES);
  const name = centre.revenueCenterName;
  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {centre.revenueCenterDescription}
            </Typography>
            {centre.externalId ? (
              <Typography variant="body2">{t('revenueCenters.card.externalId', { id: centre.externalId })}</Typography>
            ) : null}
          </Stack>
          {onEdit ? (
            <IconButton aria-label={t('revenueCenters.card.edit', { name })} onClick={() => onEdit(centre)}>
              <EditIcon />
            </IconButton>
          ) : null}
          {onDelete ? (
            <IconButton aria-label={t('revenueCenters.card.delete', { name })} onClick={() => onDelete(centre)}>
              <DeleteIcon />
            </IconButton>
          ) : null}
        </Stack>
        <Table size="small" aria-label={t('revenueCenters.card.storesTable', { name })} sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('revenueCenters.card.store')}</TableCell>
              <TableCell>{t('revenueCenters.card.orderModes')}</TableCell>
              <TableCell>{t('revenueCenters.card.devices')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((store) => (
              <TableRow key={store.storeId}>
                <TableCell>
                  <TruncatedText text={store.storeName} />
                </TableCell>
                <TableCell>
                  <TruncatedText
                    text={store.orderModes.map((m) => t(`revenueCenters.orderModes.${m.orderModeId}`)).join(', ')}
                  />
                </TableCell>
                <TableCell>
                  <TruncatedText text={store.devices.map((d) => d.storeDeviceName).join(', ')} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
      <CardActions>
        <Button
          size="small"
          disabled={centre.stores.length <= REVENUE_CENTER_CARD_STORES}
          onClick={() => setShowAll((all) => !all)}
          aria-expanded={showAll}
        >
          {showAll ? t('revenueCenters.card.hide') : t('revenueCenters.card.showAll', { count: centre.stores.length })}
        </Button>
      </CardActions>
    </Card>
  );
}
