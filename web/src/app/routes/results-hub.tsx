import { sectionIndex, type TIndexEntry } from '@mp/contracts/access/built-pages';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePortalOutlet } from '../../lib/portal-outlet';
import { portalHref } from '../../lib/session/landing';
import { builtPaths } from './screens';

const RESULTS = 'results';

type TGroupProps = { title: string; description?: string; entries: readonly TIndexEntry[] };

/** One group of the hub: its reports that work as links with what each answers, the ones still to come as text. */
function HubGroup({ title, description, entries }: TGroupProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mt: 3 }}>
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      ) : null}
      <List dense aria-labelledby={headingId}>
        {entries.map((entry) =>
          entry.built ? (
            <ListItem key={entry.id} disablePadding>
              <ListItemButton component={RouterLink} to={portalHref(entry.path)}>
                <ListItemText primary={t(entry.labelKey)} secondary={t(entry.descriptionKey)} />
              </ListItemButton>
            </ListItem>
          ) : (
            <ListItem key={entry.id}>
              <ListItemText
                primary={`${t(entry.labelKey)} (${t('reports.hub.later')})`}
                secondary={t(entry.descriptionKey)}
              />
            </ListItem>
          ),
        )}
      </List>
    </section>
  );
}

/**
 * The Results hub (spec 2 §2; issue 15 §3): the reports by group (operations, sales, customer, list, then the other
 * result pages), each with the one sentence on what it answers. It lists exactly what the side navigation shows this
 * user (the same menu rules), working pages as links and the rest as text, so no link leads to a dead end.
 */
export function ResultsHub() {
  const { t } = useTranslation();
  const { portal, access } = usePortalOutlet();
  const title = t('portal.nav.results');
  useDocumentTitle(title);
  const isBuilt = builtPaths(portal.legacyOrigin);
  const entries = sectionIndex(RESULTS, access, isBuilt) ?? [];
  const groups = entries.flatMap((entry) => {
    const children = sectionIndex(entry.path, access, isBuilt);
    return children ? [{ entry, children }] : [];
  });
  const others = entries.filter((entry) => !groups.some((group) => group.entry.id === entry.id));
  return (
    <Paper component="section" aria-labelledby="results-hub-title" sx={{ p: 3, maxWidth: 1200 }}>
      <Typography id="results-hub-title" variant="h5" component="h1">
        {title}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t('reports.hub.intro')}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 4 }}>
        {groups.map(({ entry, children }) => (
          <HubGroup key={entry.id} title={t(entry.labelKey)} description={t(entry.descriptionKey)} entries={children} />
        ))}
        {others.length > 0 ? <HubGroup title={t('reports.hub.other')} entries={others} /> : null}
      </Box>
    </Paper>
  );
}
