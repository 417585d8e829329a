import { BLOCKED_NUMBER_KEYS, parseOrderCount } from '@mp/contracts/online-ordering/capacity';
import TextField from '@mui/material/TextField';
import { type KeyboardEvent, useState } from 'react';

/** Spec 3 §5: minus, plus, e and the decimal separator cannot be typed into max orders. */
export const blockNumberKeys = (e: KeyboardEvent) => {
  if (BLOCKED_NUMBER_KEYS.includes(e.key)) e.preventDefault();
};

type TMaxOrdersFieldProps = {
  label: string;
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  testId?: string;
};

/**
 * A grid row's max orders: digits only (spec 3 §5 blocks minus, plus, e and decimals); a whole number is taken as it
 * is typed, and an empty or unreadable value keeps the old one when the field is left.
 */
export function MaxOrdersField({ label, value, onChange, disabled, testId }: TMaxOrdersFieldProps) {
  const [text, setText] = useState<string | null>(null);
  return (
    <TextField
      size="small"
      type="number"
      value={text ?? String(value)}
      disabled={disabled}
      onKeyDown={blockNumberKeys}
      onChange={(e) => {
        setText(e.target.value);
        const parsed = parseOrderCount(e.target.value);
        if (parsed !== null) onChange(parsed);
      }}
      onBlur={() => setText(null)}
      slotProps={{ htmlInput: { 'aria-label': label, min: 0, step: 1, inputMode: 'numeric', 'data-testid': testId } }}
      sx={{ width: 110 }}
    />
  );
}
