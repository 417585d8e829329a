import { EXPORT_TYPES, type TExportTypeCode } from '@mp/contracts/tickets';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const LABEL_KEY: Record<TExportTypeCode, string> = {
  PosTrans: 'posTransactions.export.posTrans',
  TicketDetail: 'posTransactions.export.ticketDetail',
};

type TExportMenuProps = { onExport: (code: TExportTypeCode) => void; busy: boolean };

/** The export button: one ticket per row (POS Trans) or one ticket line per row (Ticket Detail). */
export function ExportMenu({ onExport, busy }: TExportMenuProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={
          busy ? <CircularProgress size={16} aria-label={t('posTransactions.export.downloading')} /> : <DownloadIcon />
        }
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={busy}
      >
        {t('posTransactions.export.button')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('posTransactions.export.menu') } }}
      >
        {EXPORT_TYPES.map(({ Code }) => (
          <MenuItem
            key={Code}
            onClick={() => {
              setAnchor(null);
              onExport(Code);
            }}
          >
            {t(LABEL_KEY[Code])}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
