import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { useRouteNotice } from './use-route-notice';

/** Shows, once, the notice a navigation brought to any screen under it (see `useRouteNotice`). */
export function RouteNotice() {
  const { t } = useTranslation();
  const { notice, noticeId, dismiss } = useRouteNotice();
  return (
    <Snackbar
      key={noticeId ?? undefined}
      open={notice !== null}
      autoHideDuration={5000}
      onClose={dismiss}
      message={notice ? t(notice) : ''}
    />
  );
}
