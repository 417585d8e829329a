import { cellText } from '@mp/contracts/revenue-centers';
import ButtonBase from '@mui/material/ButtonBase';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A grid cell's text cut at 15 characters (spec 3 §9); a cut text is a button that opens the whole text in a
 * popover, so it is reachable by keyboard and read out in full.
 */
export function TruncatedText({ text }: { text: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { shown, full } = cellText(text);
  if (full === null) return <>{shown}</>;
  return (
    <>
      <ButtonBase
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('revenueCenters.showFullText', { text: full })}
        sx={{ font: 'inherit', textAlign: 'left', textDecoration: 'underline dotted' }}
      >
        {shown}
      </ButtonBase>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Typography sx={{ p: 1.5, maxWidth: 320, overflowWrap: 'anywhere' }}>{full}</Typography>
      </Popover>
    </>
  );
}
