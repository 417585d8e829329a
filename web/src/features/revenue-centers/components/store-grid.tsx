import type { TRevenueCenterStoreRow } from '@mp/contracts/revenue-centers';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { TruncatedText } from './truncated-text';

type TProps = {
  stores: readonly TRevenueCenterStoreRow[];
  chosen: readonly number[];
  onToggle: (storeId: number) => void;
};

/** The store grid of the form (spec 3 §2.4, §3 store rows): a checkbox per store, with its city and state. */
export function StoreGrid({ stores, chosen, onToggle }: TProps) {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={t('revenueCenters.form.storesTable')}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">{t('revenueCenters.form.choose')}</TableCell>
          <TableCell>{t('revenueCenters.form.storeName')}</TableCell>
          <TableCell>{t('revenueCenters.form.city')}</TableCell>
          <TableCell>{t('revenueCenters.form.state')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {stores.map((store) => (
          <TableRow key={store.storeId} hover selected={chosen.includes(store.storeId)}>
            <TableCell padding="checkbox">
              <Checkbox
                checked={chosen.includes(store.storeId)}
                onChange={() => onToggle(store.storeId)}
                slotProps={{ input: { 'aria-label': store.storeName } }}
              />
            </TableCell>
            <TableCell>
              <TruncatedText text={store.storeName} />
            </TableCell>
            <TableCell>
              <TruncatedText text={store.city} />
            </TableCell>
            <TableCell>
              <TruncatedText text={store.state} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
