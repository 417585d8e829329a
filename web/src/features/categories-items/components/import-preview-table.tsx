import type { TImportPreview } from '@mp/contracts/menu-items-csv';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';

/** Every row of the file with every problem it has (the import is all or nothing). */
export function ImportPreviewTable({ preview }: { preview: TImportPreview }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label={t('categoriesItems.import.previewTable')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('categoriesItems.import.columns.line')}</TableCell>
            <TableCell>{t('categoriesItems.import.columns.action')}</TableCell>
            <TableCell>{t('categoriesItems.import.columns.name')}</TableCell>
            <TableCell>{t('categoriesItems.import.columns.category')}</TableCell>
            <TableCell align="right">{t('categoriesItems.import.columns.price')}</TableCell>
            <TableCell>{t('categoriesItems.import.columns.errors')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.Rows.map((row) => (
            <TableRow key={row.Line} sx={row.Errors.length > 0 ? { bgcolor: 'action.hover' } : undefined}>
              <TableCell>{row.Line}</TableCell>
              <TableCell>{t(`categoriesItems.import.actions.${row.Action}`)}</TableCell>
              <TableCell>{row.ItemName}</TableCell>
              <TableCell>{row.Category}</TableCell>
              {/* A price the file got wrong ('free') is shown as written, beside its error. */}
              <TableCell align="right">{format.money(row.RetailPrice) || row.RetailPrice}</TableCell>
              <TableCell>
                {row.Errors.length === 0 ? (
                  t('categoriesItems.import.rowOk')
                ) : (
                  <Typography component="ul" variant="body2" color="error" sx={{ m: 0, pl: 2 }}>
                    {row.Errors.map((issue) => (
                      <li key={`${issue.Field}:${issue.MessageKey}`}>
                        {t('categoriesItems.import.issue', { field: issue.Field, message: t(issue.MessageKey) })}
                      </li>
                    ))}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
