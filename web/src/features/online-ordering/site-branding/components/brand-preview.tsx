import {
  BUTTON_TEXT_HEX,
  type TButtonTextColor,
  type TSiteBrandFont,
} from '@mp/contracts/online-ordering/site-branding';
import { contrastRatio, hexToRgb, meetsWcagAa } from '@mp/contracts/online-ordering/site-branding-color';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/use-format';

const k = (key: string) => `siteBranding.preview.${key}`;

/** The generic family each font falls back to where the browser does not have it. */
const FALLBACK: Partial<Record<TSiteBrandFont, string>> = {
  Courier: 'monospace',
  Merriweather: 'serif',
  'Playfair Display': 'serif',
  'Times New Roman': 'serif',
  Vollkorn: 'serif',
};
const fontStack = (font: TSiteBrandFont) => `"${font}", ${FALLBACK[font] ?? 'sans-serif'}`;

/** The sample menu's items and prices (spec 3 §2.4: sample prices). */
const SAMPLE_ITEMS = [
  { key: 'itemOne', price: '12.50' },
  { key: 'itemTwo', price: '4.25' },
] as const;

type TBrandPreviewProps = {
  name: string;
  font: TSiteBrandFont;
  /** #rrggbb. */
  color: string;
  buttonTextColor: TButtonTextColor;
};

/**
 * The live preview (spec 3 §2.4): a menu card of the ordering site in the brand's font and colours, with the sample
 * "15 minutes" fulfillment and sample prices, and a warning when the button text fails WCAG AA on the colour.
 */
export function BrandPreview({ name, font, color, buttonTextColor }: TBrandPreviewProps) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const captionId = useId();
  const text = BUTTON_TEXT_HEX[buttonTextColor];
  const [fg, bg] = [hexToRgb(text), hexToRgb(color)];
  const ratio = fg && bg ? contrastRatio(fg, bg) : 1;
  return (
    <Box component="figure" sx={{ m: 0 }} aria-labelledby={captionId}>
      <Typography id={captionId} component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
        {t(k('title'))}
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden', fontFamily: fontStack(font) }} data-testid="brand-preview">
        <Box sx={{ bgcolor: color, color: text, px: 2, py: 1.5 }}>
          <Typography sx={{ font: 'inherit', fontWeight: 700, fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
            {name.trim() || t(k('siteName'))}
          </Typography>
          <Typography sx={{ font: 'inherit', fontSize: '0.85rem' }}>
            {t(k('fulfillment'), { time: t(k('fifteenMinutes')) })}
          </Typography>
        </Box>
        <Stack spacing={1.5} sx={{ p: 2 }}>
          {SAMPLE_ITEMS.map((item) => (
            <Box key={item.key} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ font: 'inherit', fontWeight: 600 }}>{t(k(`${item.key}.name`))}</Typography>
                <Typography sx={{ font: 'inherit', fontSize: '0.85rem', color: 'text.secondary' }}>
                  {t(k(`${item.key}.description`))}
                </Typography>
              </Box>
              <Typography sx={{ font: 'inherit', fontWeight: 600, whiteSpace: 'nowrap' }}>
                {money(item.price)}
              </Typography>
            </Box>
          ))}
          {/* A picture of a button, not one: the preview does nothing when pressed. */}
          <Box
            aria-hidden
            sx={{ bgcolor: color, color: text, borderRadius: 1, py: 1, textAlign: 'center', fontWeight: 700 }}
          >
            {t(k('addToOrder'))}
          </Box>
        </Stack>
      </Paper>
      {!meetsWcagAa(text, color) && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="brand-contrast-warning">
          {t(k('lowContrast'), { ratio: ratio.toFixed(2) })}
        </Alert>
      )}
    </Box>
  );
}
