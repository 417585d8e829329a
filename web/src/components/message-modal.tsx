import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

export type TModalAction = {
  label: string;
  onClick: () => void;
  variant?: 'text' | 'outlined' | 'contained';
  disabled?: boolean;
  autoFocus?: boolean;
};

type TMessageModalProps = {
  open?: boolean;
  title: string;
  /** Plain text, or richer content. */
  message?: ReactNode;
  children?: ReactNode;
  actions: TModalAction[];
  /** Escape and backdrop clicks do this; omit to keep the modal until a button is pressed. */
  onClose?: () => void;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  testId?: string;
};

/** The confirm / message modal every flow uses: a title (the dialog's name), a message and buttons. */
export function MessageModal({
  open = true,
  title,
  message,
  children,
  actions,
  onClose,
  maxWidth = 'xs',
  testId,
}: TMessageModalProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose ? () => onClose() : undefined}
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
      maxWidth={maxWidth}
      fullWidth
      data-testid={testId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {message ? <DialogContentText id={messageId}>{message}</DialogContentText> : null}
        {children}
      </DialogContent>
      {actions.length > 0 ? (
        <DialogActions>
          {actions.map((action) => (
            <Button
              key={action.label}
              variant={action.variant ?? 'contained'}
              onClick={action.onClick}
              disabled={action.disabled}
              autoFocus={action.autoFocus}
            >
              {action.label}
            </Button>
          ))}
        </DialogActions>
      ) : null}
    </Dialog>
  );
}
