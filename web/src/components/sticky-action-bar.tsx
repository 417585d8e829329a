import Box from '@mui/material/Box';
import type { CSSObject, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TStickyActionBarProps = {
  dirty: boolean;
  /** What is unsaved, when the screen can count it; "Unsaved changes" otherwise. */
  status?: string;
  /** The screen's actions (Cancel, Save ...), in the order they are tabbed to. */
  children: ReactNode;
};

/** The header's height at each breakpoint (the toolbar mixin with `top` for `minHeight`), so the bar sits under it. */
function underHeader(style: CSSObject): CSSObject {
  return Object.fromEntries(
    Object.entries(style).map(([key, value]) =>
      key === 'minHeight' ? ['top', value] : [key, typeof value === 'object' ? underHeader(value as CSSObject) : value],
    ),
  );
}

/**
 * The actions of a long form or grid at its top, kept in view under the header while the page scrolls, with
 * "Unsaved changes" beside them while there are any: Save and Cancel never sit below the fold.
 */
export function StickyActionBar({ dirty, status, children }: TStickyActionBarProps) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="sticky-action-bar"
      sx={(theme: Theme) => ({
        ...underHeader(theme.mixins.toolbar as CSSObject),
        position: 'sticky',
        // Above the page's content (table headers are sticky too), below the header and every dialog.
        zIndex: theme.zIndex.appBar - 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 1,
        py: 1,
        mb: 2,
        bgcolor: 'background.paper',
        borderBottom: 2,
        borderColor: dirty ? 'warning.main' : 'divider',
      })}
    >
      <Typography role="status" sx={{ mr: 'auto', fontWeight: 500 }}>
        {dirty ? (status ?? t('common.unsaved.status')) : ''}
      </Typography>
      {children}
    </Box>
  );
}
