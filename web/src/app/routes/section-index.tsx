import type { TIndexEntry } from '@mp/contracts/access/built-pages';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { portalHref } from '../../lib/session/landing';

type TSectionIndexProps = { title: string; entries: readonly TIndexEntry[] };

/**
 * A section's index: the pages that work as links, each with what it is for; the pages still to come below them as
 * plain text, so no link leads to a dead end.
 */
export function SectionIndex({ title, entries }: TSectionIndexProps) {
  const { t } = useTranslation();
  const working = entries.filter((entry) => entry.built);
  const later = entries.filter((entry) => !entry.built);
  return (
    <Paper component="section" aria-labelledby="section-index-title" sx={{ p: 3, maxWidth: 800 }}>
      <Typography id="section-index-title" variant="h5" component="h1">
        {title}
      </Typography>
      {working.length > 0 ? (
        <List aria-label={t('portal.sectionIndex.available')}>
          {working.map((entry) => (
            <ListItem key={entry.id} disablePadding>
              <ListItemButton component={RouterLink} to={portalHref(entry.path)}>
                <ListItemText primary={t(entry.labelKey)} secondary={t(entry.descriptionKey)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography sx={{ mt: 1 }}>{t('portal.sectionIndex.noneAvailable')}</Typography>
      )}
      {later.length > 0 ? (
        <>
          <Typography id="section-index-later" variant="h6" component="h2" sx={{ mt: 2 }}>
            {t('portal.sectionIndex.later')}
          </Typography>
          <List aria-labelledby="section-index-later" dense>
            {later.map((entry) => (
              <ListItem key={entry.id}>
                <ListItemText primary={t(entry.labelKey)} secondary={t(entry.descriptionKey)} />
              </ListItem>
            ))}
          </List>
        </>
      ) : null}
    </Paper>
  );
}
