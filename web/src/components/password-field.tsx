import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput, type TTextInputProps } from './text-input';

type TPasswordFieldProps = Omit<TTextInputProps, 'type' | 'endAdornment'> & {
  /** Extra adornment shown before the show/hide toggle (the password-rules hint icon). */
  extraAdornment?: ReactNode;
};

/** A password input with a show/hide toggle whose accessible name says what it does. */
export function PasswordField({ extraAdornment, ...props }: TPasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
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
      }
    />
  );
}
