import type { TFlagRow } from '@mp/contracts/feature-flags';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { stickyFirstColumn } from '../../../components/sticky-first-column';

type TFlagTableProps = {
  flags: TFlagRow[];
  /** A store is shown: its own values get a column and the switches write them. */
  isStoreScope: boolean;
  disabled: boolean;
  onSet: (name: string, isOn: boolean) => void;
  onClear: (name: string) => void;
};

/** Every catalogue flag with its values; the switch writes the shown scope, Clear lets it inherit again. */
export function FlagTable({ flags, isStoreScope, disabled, onSet, onClear }: TFlagTableProps) {
  const { t } = useTranslation();
  const valueText = (value: boolean | null) =>
    t(value === null ? 'featureFlags.values.unset' : value ? 'featureFlags.values.on' : 'featureFlags.values.off');
  const headers = ['name', 'organization', ...(isStoreScope ? ['store'] : []), 'effective', 'set', 'clear'];
  return (
    <TableContainer>
      <Table size="small" aria-label={t('featureFlags.table.label')} sx={stickyFirstColumn}>
        <TableHead>
          <TableRow>
            {headers.map((id) => (
              <TableCell key={id} sx={{ fontWeight: 600 }}>
                {t(`featureFlags.table.columns.${id}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {flags.map((row) => {
            const own = isStoreScope ? row.storeValue : row.organizationValue;
            return (
              <TableRow key={row.name} hover data-flag={row.name}>
                <TableCell component="th" scope="row">
                  <Typography component="span" sx={{ fontFamily: 'monospace', display: 'block' }}>
                    {row.name}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {t(`featureFlags.catalog.${row.name}`)}
                  </Typography>
                </TableCell>
                <TableCell>{valueText(row.organizationValue)}</TableCell>
                {isStoreScope ? <TableCell>{valueText(row.storeValue)}</TableCell> : null}
                <TableCell>{valueText(row.effective)}</TableCell>
                <TableCell>
                  <Switch
                    checked={row.effective}
                    disabled={disabled}
                    onChange={(event) => onSet(row.name, event.target.checked)}
                    slotProps={{ input: { 'aria-label': t('featureFlags.table.switchLabel', { name: row.name }) } }}
                  />
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    disabled={disabled || own === null}
                    onClick={() => onClear(row.name)}
                    aria-label={t('featureFlags.table.clearLabel', { name: row.name })}
                  >
                    {t('featureFlags.table.clear')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
