import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import type { TAccessContext } from '@mp/contracts/access/access-context';
import { entryLabelKey, type TMenuEntry } from '@mp/contracts/access/menu';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PORTAL_BASE, portalHref } from '../lib/session/landing';

/** A way out of a placeholder: a portal address and its button text. */
export type TPlaceholderLink = { to: string; label: string };

/** The ways back from a page at the end of a menu chain: the index of the section or group above it, then Home. */
export function waysBack(chain: readonly TMenuEntry[], ctx: TAccessContext, t: TFunction): TPlaceholderLink[] {
  const home = { to: PORTAL_BASE, label: t('portal.placeholder.home') };
  const parent = chain.at(-2);
  if (!parent?.path) return [home];
  return [
    { to: portalHref(parent.path), label: t('portal.placeholder.backTo', { page: t(entryLabelKey(parent, ctx)) }) },
    home,
  ];
}

type TPlaceholderPageProps = {
  icon: SvgIconComponent;
  title: string;
  /** Paragraphs, in order. */
  lines: readonly string[];
  /** The first is the main way back. */
  links: readonly TPlaceholderLink[];
  /** Shown after the paragraphs (contact details, say). */
  children?: ReactNode;
};

/** A page that stands in for one this installation cannot show: what it is, why it is missing, and ways back. */
export function PlaceholderPage({ icon: Icon, title, lines, links, children }: TPlaceholderPageProps) {
  return (
    <Paper component="section" aria-labelledby="placeholder-title" sx={{ p: 4, maxWidth: 640 }}>
      <Icon aria-hidden color="action" sx={{ fontSize: 40 }} />
      <Typography id="placeholder-title" variant="h5" component="h1" sx={{ mt: 1 }}>
        {title}
      </Typography>
      {lines.map((line) => (
        <Typography key={line} sx={{ mt: 1 }}>
          {line}
        </Typography>
      ))}
      {children}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
        {links.map((link, index) => (
          <Button key={link.to} component={RouterLink} to={link.to} variant={index === 0 ? 'contained' : 'outlined'}>
            {link.label}
          </Button>
        ))}
      </Box>
    </Paper>
  );
}
