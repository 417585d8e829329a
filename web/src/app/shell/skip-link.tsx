import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/**
 * The page's first tab stop: hidden until focused, then it jumps past the header and the side navigation to the
 * screen's content (WCAG 2.4.1), where a keyboard user otherwise tabs through every menu entry first.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${targetId}`}
      onClick={(event) => {
        // The router owns the URL: move focus without adding a #fragment to it.
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      {t('portal.skipToContent')}
    </Link>
  );
}
