import type { TNotificationMessage } from '@mp/contracts/notifications';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { messageParts } from '../message-parts';

/** One message: its text with every known `{key}` replaced by a link that opens in a new tab. */
export function NotificationMessage({ message }: { message: TNotificationMessage }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2">
      {messageParts(message.MessageText, message.Links).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          // Parts have no identity of their own; their order is fixed for a given message.
          <Link key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
            <OpenInNewIcon
              fontSize="inherit"
              titleAccess={t('notifications.dialog.opensInNewTab')}
              sx={{ ml: 0.25, verticalAlign: 'text-top' }}
            />
          </Link>
        ),
      )}
    </Typography>
  );
}
