import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { TVisibleMenuEntry } from '@mp/contracts/access/menu';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { portalHref } from '../../lib/session/landing';
import { NAV_ICONS } from './nav-items';

type TSideNavEntryProps = {
  entry: TVisibleMenuEntry;
  depth: number;
  /** Ids of the entries the current path resolves to, from this level down (menuChainFor). */
  activeIds: readonly string[];
  onNavigate: (() => void) | undefined;
};

/** One entry of the side navigation; an entry with children gets a toggle and a nested, collapsible list. */
export function SideNavEntry({ entry, depth, activeIds, onNavigate }: TSideNavEntryProps) {
  const { t } = useTranslation();
  const listId = useId();
  const active = activeIds[0] === entry.id;
  const current = active && activeIds.length === 1;
  // Follows the current path until the user opens or closes it.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const expanded = toggled ?? active;
  const label = t(entry.labelKey);
  const Icon = depth === 0 ? NAV_ICONS[entry.id] : undefined;
  const hasChildren = entry.children.length > 0;

  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <ListItemButton
          component={Link}
          // A section or group opens its index, which lists the pages below it (issue 14 §3).
          to={portalHref(entry.path ?? '')}
          selected={active}
          aria-current={current ? 'page' : undefined}
          onClick={onNavigate}
          sx={{ pl: 2 + depth * 2, ...(depth > 0 ? { py: 0.5 } : {}) }}
        >
          {Icon ? (
            <ListItemIcon>
              <Icon />
            </ListItemIcon>
          ) : null}
          <ListItemText primary={label} slotProps={depth > 0 ? { primary: { variant: 'body2' } } : undefined} />
        </ListItemButton>
        {hasChildren ? (
          <IconButton
            size="small"
            aria-label={t(expanded ? 'portal.nav.collapse' : 'portal.nav.expand', { section: label })}
            aria-expanded={expanded}
            aria-controls={expanded ? listId : undefined}
            onClick={() => setToggled(!expanded)}
            sx={{ mr: 1 }}
          >
            {expanded ? <ExpandLess /> : <ExpandMore />}
          </IconButton>
        ) : null}
      </Box>
      {hasChildren ? (
        <Collapse in={expanded} unmountOnExit>
          <List id={listId} disablePadding dense>
            {entry.children.map((child) => (
              <SideNavEntry
                key={child.id}
                entry={child}
                depth={depth + 1}
                activeIds={active ? activeIds.slice(1) : []}
                onNavigate={onNavigate}
              />
            ))}
          </List>
        </Collapse>
      ) : null}
    </ListItem>
  );
}
