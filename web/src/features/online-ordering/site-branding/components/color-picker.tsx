import {
  clampChannel,
  COLOR_MODES,
  HSL_MAX,
  hexColorOf,
  hexInput,
  hexToRgb,
  hslToRgb,
  RGB_MAX,
  rgbToHex,
  rgbToHsl,
  type TColorMode,
  type THsl,
  type TRgb,
} from '@mp/contracts/online-ordering/site-branding-color';
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const k = (key: string) => `siteBranding.color.${key}`;

type TColorPickerProps = {
  /** #rrggbb. */
  value: string;
  onChange: (hex: string) => void;
  disabled: boolean;
};

/** What the mode fields show while typed: kept apart from the colour, so "1" on the way to "128" is not clamped away. */
type TTyped = { hex: string; channels: Record<string, string> };

const channelsOf = (mode: TColorMode, hex: string): Record<string, string> => {
  const rgb = hexToRgb(hex) ?? { r: 0, g: 0, b: 0 };
  const values: TRgb | THsl = mode === 'hsl' ? rgbToHsl(rgb) : rgb;
  return Object.fromEntries(Object.entries(values).map(([key, n]) => [key, String(n)]));
};

/**
 * The brand's primary colour (spec 3 §2.4, §5): the browser's own picker as the swatch, and fields in HEX, RGB or HSL
 * mode. HEX holds # plus up to 6 hex digits; RGB fields clamp to 0–255, HSL to 0–360 / 0–100 / 0–100, and what is not
 * a number becomes 0 (applied when the field is left).
 */
export function ColorPicker({ value, onChange, disabled }: TColorPickerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [mode, setMode] = useState<TColorMode>('hex');
  const [typed, setTyped] = useState<TTyped>({ hex: value, channels: channelsOf('hex', value) });
  // The colour changed from outside (the swatch, Discard, another tab): the fields show it again.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setTyped({ hex: value, channels: channelsOf(mode, value) });
  }

  const commit = (hex: string) => {
    setShown(hex);
    onChange(hex);
  };
  const maxOf = (key: string): number => (mode === 'hsl' ? HSL_MAX[key as keyof THsl] : RGB_MAX[key as keyof TRgb]);
  const colorOfChannels = (channels: Record<string, string>): string => {
    const n = (key: string) => clampChannel(channels[key] ?? '', maxOf(key));
    return mode === 'hsl'
      ? rgbToHex(hslToRgb({ h: n('h'), s: n('s'), l: n('l') }))
      : rgbToHex({ r: n('r'), g: n('g'), b: n('b') });
  };
  const onChannel = (key: string, text: string) => {
    const channels = { ...typed.channels, [key]: text };
    setTyped({ ...typed, channels });
    commit(colorOfChannels(channels));
  };
  const onChannelBlur = (key: string) =>
    setTyped((now) => ({
      ...now,
      channels: { ...now.channels, [key]: String(clampChannel(now.channels[key] ?? '', maxOf(key))) },
    }));

  return (
    <Box>
      <FormLabel id={labelId} sx={{ display: 'block', mb: 1 }}>
        {t(k('label'))}
      </FormLabel>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Box
          component="input"
          type="color"
          value={value}
          disabled={disabled}
          aria-label={t(k('swatch'))}
          onChange={(event: ChangeEvent<HTMLInputElement>) => commit(event.target.value.toLowerCase())}
          sx={{ width: 48, height: 40, p: 0, border: 1, borderColor: 'divider', borderRadius: 1, cursor: 'pointer' }}
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          disabled={disabled}
          aria-label={t(k('mode'))}
          onChange={(_, next: TColorMode | null) => {
            if (!next) return;
            setMode(next);
            setTyped({ hex: value, channels: channelsOf(next, value) });
          }}
        >
          {COLOR_MODES.map((m) => (
            <ToggleButton key={m} value={m}>
              {t(k(`modes.${m}`))}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }} role="group" aria-labelledby={labelId}>
        {mode === 'hex' ? (
          <TextField
            label={t(k('hex'))}
            value={typed.hex}
            disabled={disabled}
            size="small"
            slotProps={{ htmlInput: { 'data-testid': 'brand-color-hex', spellCheck: false } }}
            onChange={(event) => {
              const text = hexInput(event.target.value);
              setTyped({ ...typed, hex: text });
              const color = hexColorOf(text);
              if (color) commit(color);
            }}
            onBlur={() => setTyped((now) => ({ ...now, hex: value }))}
            sx={{ maxWidth: 160 }}
          />
        ) : (
          Object.keys(mode === 'hsl' ? HSL_MAX : RGB_MAX).map((key) => (
            <TextField
              key={key}
              label={t(k(`channels.${key}`))}
              value={typed.channels[key] ?? ''}
              disabled={disabled}
              size="small"
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `brand-color-${key}` } }}
              onChange={(event) => onChannel(key, event.target.value)}
              onBlur={() => onChannelBlur(key)}
              sx={{ width: 88 }}
            />
          ))
        )}
      </Stack>
    </Box>
  );
}
