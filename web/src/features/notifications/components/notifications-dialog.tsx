import { isFlagOn, type TAccessFlags } from '@mp/contracts/access/flags';
import type { TNotification } from '@mp/contracts/notifications';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/notifications.queries';
import { NotificationMessage } from './notification-message';

/** The flag-service flag that turns the dialog on for a merchant or store (contracts FLAG_CATALOG). */
const NOTIFICATIONS_FLAG = 'notifications';

type TNotificationsDialogProps = {
  merchantId: number;
  /** The access context's flags: while they load, or when the flag service fails, every flag is off. */
  flags: TAccessFlags;
  /** Another modal (merchant or store selection) is open: wait for it to close. */
  deferred?: boolean;
};

function NotificationItem({ notification }: { notification: TNotification }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {notification.NotificationTitle}
      </Typography>
      {notification.NotificationDescription ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {notification.NotificationDescription}
        </Typography>
      ) : null}
      <Stack spacing={0.5}>
        {notification.Messages.map((message, index) => (
          // Messages carry no id; their order is fixed for a given notification.
          <NotificationMessage key={index} message={message} />
        ))}
      </Stack>
    </Box>
  );
}

/**
 * The Notifications dialog (spec 1 §2): shown once after the portal loads when the notifications flag is on and the
 * merchant has notifications. Mounted by the portal shell, which stays mounted while the user moves between pages,
 * so once closed it stays closed until the next page load or sign-in.
 */
export function NotificationsDialog({ merchantId, flags, deferred = false }: TNotificationsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [closed, setClosed] = useState(false);
  const flagOn = isFlagOn(flags, NOTIFICATIONS_FLAG);
  const { data: notifications = [] } = useNotifications(merchantId, flagOn && !closed);
  const open = flagOn && !closed && !deferred && notifications.length > 0;
  if (!open) return null;
  return (
    <Dialog open onClose={() => setClosed(true)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('notifications.dialog.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {notifications.map((notification, index) => (
            <Fragment key={notification.NotificationId}>
              {index > 0 ? <Divider /> : null}
              <NotificationItem notification={notification} />
            </Fragment>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => setClosed(true)} autoFocus>
          {t('notifications.dialog.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
