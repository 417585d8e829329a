import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TPasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** Extra adornment shown before the show/hide toggle (the password-rules hint icon). */
  extraAdornment?: ReactNode;
};

/** A password input with a show/hide toggle whose accessible name says what it does. */
export function PasswordField({ extraAdornment, slotProps, ...props }: TPasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {extraAdornment}
              <IconButton
                aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
