import type { TTicketRow } from '@mp/contracts/tickets';
import Drawer from '@mui/material/Drawer';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';
import { TicketDetail } from './ticket-detail';

/** Space the fixed header takes (its toolbar, 64 px from `sm` up) plus a gap, kept clear above the side panel. */
const HEADER_CLEARANCE = 80;

type TTicketDetailPanelProps = {
  storeId: number;
  ticket: TTicketRow | null;
  timeZone: string;
  onClose: () => void;
};

/**
 * The chosen ticket where the eye is (issue 14 §4): from `md` up a panel beside the grid that stays in view while the
 * page scrolls; below, a drawer over the page (Escape, the backdrop or the close button close it). The chosen tab
 * stays when another ticket is picked, to compare tickets quickly.
 */
export function TicketDetailPanel({ storeId, ticket, timeZone, onClose }: TTicketDetailPanelProps) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const titleId = useId();
  const [tab, setTab] = useState(0);
  // The drawer keeps showing the ticket it closes on while it slides away, rather than an empty sheet.
  const [lastTicket, setLastTicket] = useState(ticket);
  if (ticket !== null && ticket !== lastTicket) setLastTicket(ticket);
  const panel = useRef<HTMLElement>(null);
  const shownId = ticket?.DocumentId;
  // The panel starts below the page title, so its foot may be past the fold: opening a ticket brings all of it into
  // view (a page scrolled down already shows it whole, held by position sticky, and does not move).
  useEffect(() => {
    if (shownId !== undefined) panel.current?.scrollIntoView({ block: 'nearest' });
  }, [shownId, wide]);
  const shown = wide ? ticket : (ticket ?? lastTicket);
  const detail = shown ? (
    <TicketDetail
      storeId={storeId}
      ticket={shown}
      timeZone={timeZone}
      titleId={titleId}
      tab={tab}
      onTab={setTab}
      onClose={onClose}
    />
  ) : null;

  if (wide)
    return detail ? (
      <Paper
        ref={panel}
        component="section"
        aria-labelledby={titleId}
        sx={{
          width: { md: 380, lg: 440 },
          flexShrink: 0,
          position: 'sticky',
          top: HEADER_CLEARANCE,
          height: `calc(100vh - ${HEADER_CLEARANCE + 16}px)`,
        }}
      >
        {detail}
      </Paper>
    ) : null;
  return (
    <Drawer
      anchor="right"
      open={ticket !== null}
      onClose={onClose}
      // The page returns focus to the ticket's row itself, after the drawer has let go of it.
      disableRestoreFocus
      // Above the fixed header, which sits over the navigation drawer's level.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { width: '100%', maxWidth: 560 } },
      }}
    >
      {detail}
    </Drawer>
  );
}
