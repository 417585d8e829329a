import { isFlagOn, type TAccessFlags } from '@mp/contracts/access/flags';
import type { TLegacyFrameMessage } from '@mp/contracts/legacy-frame';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { MessageModal } from '../../components/message-modal';
import { pathToPushBack, portalPath } from './frame-paths';
import { useLegacyMessages } from './use-legacy-messages';

/** Flag of spec 1 §2 Layout frame: the account overview replaces the embedded page 1 second after it loads. */
export const REDIRECT_TO_ACCOUNT_OVERVIEW_FLAG = 'redirectToAccountOverview';
const ACCOUNT_OVERVIEW = 'account/overview';
const ACCOUNT_OVERVIEW_DELAY_MS = 1000;

type TLegacyFrameProps = {
  src: string;
  legacyOrigin: string;
  /** The frame's accessible name. */
  title: string;
  flags: TAccessFlags;
};

type TLocationState = { fromLogin?: boolean } | null;

/**
 * Hosts one legacy page: the frame at the full height of the content area, the loading indicator (until the frame's
 * load event and while the page says it is loading) and the page's window messages (spec 1 §1, §2 Layout frame).
 */
export function LegacyFrame({ src, legacyOrigin, title, flags }: TLegacyFrameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [pageLoading, setPageLoading] = useState(false);
  const [masked, setMasked] = useState(false);
  const [message, setMessage] = useState<{ title?: string; text: string } | null>(null);
  // The portal address this frame was opened for (spec 1 §2: "the stored path").
  const [storedPath] = useState(() => `${location.pathname}${location.search}`);
  const overviewTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(overviewTimer.current), []);

  useLegacyMessages(frameRef, legacyOrigin, (received: TLegacyFrameMessage) => {
    switch (received.type) {
      case 'isLoading':
        return setPageLoading(received.value);
      case 'showModalMask':
        return setMasked(true);
      case 'hideAllModalMasks':
        return setMasked(false);
      case 'message':
        return setMessage({ title: received.title, text: received.text });
      case 'redirect':
        return void navigate(portalPath(received.path));
    }
  });

  const onLoad = () => {
    setLoaded(true);
    // The frame keeps showing the stored page even if the portal's address moved meanwhile (a reused host whose
    // route changed under it): pushing the path again keeps the address bar, reloads and Back in step with it.
    const fromLogin = (location.state as TLocationState)?.fromLogin === true;
    const pushBack = pathToPushBack(storedPath, `${location.pathname}${location.search}`, fromLogin);
    if (pushBack) void navigate(pushBack);
    const onOverview = location.pathname.toLowerCase().endsWith(`/${ACCOUNT_OVERVIEW}`);
    if (isFlagOn(flags, REDIRECT_TO_ACCOUNT_OVERVIEW_FLAG) && !onOverview) {
      window.clearTimeout(overviewTimer.current);
      overviewTimer.current = window.setTimeout(
        () => void navigate(portalPath(ACCOUNT_OVERVIEW)),
        ACCOUNT_OVERVIEW_DELAY_MS,
      );
    }
  };

  return (
    <>
      <Box
        sx={{
          position: 'relative',
          // The content area: the viewport below the header's toolbar, less the main area's padding.
          height: { xs: 'calc(100vh - 56px - 32px)', sm: 'calc(100vh - 64px - 32px)', md: 'calc(100vh - 64px - 48px)' },
          // While the page shows its own modal, the frame stays above the mask that dims the portal around it.
          zIndex: masked ? (theme) => theme.zIndex.drawer + 2 : undefined,
        }}
      >
        {!loaded || pageLoading ? (
          <LinearProgress aria-label={t('legacyFrame.loading')} sx={{ position: 'absolute', inset: '0 0 auto 0' }} />
        ) : null}
        <iframe
          ref={frameRef}
          src={src}
          title={title}
          onLoad={onLoad}
          style={{ display: 'block', width: '100%', height: '100%', border: 0 }}
        />
      </Box>
      <Backdrop open={masked} data-testid="legacy-modal-mask" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }} />
      {message ? (
        <MessageModal
          title={message.title ?? t('legacyFrame.messageTitle')}
          message={message.text}
          onClose={() => setMessage(null)}
          actions={[{ label: t('common.ok'), onClick: () => setMessage(null), autoFocus: true }]}
        />
      ) : null}
    </>
  );
}
