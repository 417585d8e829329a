import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** One order mode or device of a store, and the centre holding it (null: free). */
export type TAssignable = {
  storeId: number;
  storeName: string;
  id: number;
  label: string;
  revenueCenterId: number | null;
  revenueCenterName: string | null;
};

type TProps = {
  title: string;
  rows: readonly TAssignable[];
  isChosen: (row: TAssignable) => boolean;
  /** Spec 3 §4: free or already in this centre. */
  isSelectable: (row: TAssignable) => boolean;
  onToggle: (row: TAssignable) => void;
  loading: boolean;
  emptyText: string;
};

/**
 * The order-mode or device choice of the form: a checkbox per row, grouped by store. A row another centre holds is
 * shown disabled, naming that centre.
 */
export function AssignmentList({ title, rows, isChosen, isSelectable, onToggle, loading, emptyText }: TProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const stores = [...new Map(rows.map((r) => [r.storeId, r.storeName])).entries()];
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1} aria-busy={loading}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        {loading ? <CircularProgress size={18} aria-label={t('revenueCenters.form.loading')} /> : null}
      </Stack>
      {rows.length === 0 && !loading ? <Typography variant="body2">{emptyText}</Typography> : null}
      {stores.map(([storeId, storeName]) => (
        <fieldset key={storeId} style={{ border: 0, margin: 0, padding: 0 }}>
          <Typography component="legend" variant="subtitle2">
            {storeName}
          </Typography>
          <FormGroup row>
            {rows
              .filter((r) => r.storeId === storeId)
              .map((row) => {
                const selectable = isSelectable(row);
                const label = selectable
                  ? row.label
                  : t('revenueCenters.form.heldBy', { name: row.label, revenueCenter: row.revenueCenterName ?? '' });
                return (
                  <FormControlLabel
                    key={row.id}
                    label={label}
                    disabled={!selectable}
                    control={<Checkbox checked={isChosen(row)} onChange={() => onToggle(row)} />}
                  />
                );
              })}
          </FormGroup>
        </fieldset>
      ))}
    </Stack>
  );
}
