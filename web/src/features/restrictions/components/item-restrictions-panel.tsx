import { effectiveMinimumAge } from '@mp/contracts/restrictions';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDaysText } from '../../../components/days-of-week-field';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { useItemRestrictions } from '../api/restrictions.queries';
import { windowsText } from './windows-text';

/**
 * The item detail's read-only list of the active sale restrictions that apply to the item, directly or through its
 * category (issue 21 item 4); they are changed on the Restrictions page.
 */
export function ItemRestrictionsPanel({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const daysText = useDaysText();
  const { portal } = usePortalOutlet();
  const query = useItemRestrictions(portal.merhantId, itemId);
  const restrictions = query.data?.Restrictions ?? [];
  const age = effectiveMinimumAge(restrictions);

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2, mt: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('restrictions.itemPanel.title')}
      </Typography>
      {query.isError ? <Alert severity="error">{t('restrictions.itemPanel.loadFailed')}</Alert> : null}
      {query.data && restrictions.length === 0 ? (
        <Typography variant="body2">{t('restrictions.itemPanel.none')}</Typography>
      ) : null}
      {age !== null ? <Typography variant="body2">{t('restrictions.itemPanel.minimumAge', { age })}</Typography> : null}
      {restrictions.length > 0 ? (
        <List dense aria-label={t('restrictions.itemPanel.title')}>
          {restrictions.map((r) => (
            <ListItem key={r.RestrictionId} disableGutters>
              <ListItemText
                primary={`${r.Name} (${t(`restrictions.itemPanel.through.${r.AppliesThrough}`)})`}
                secondary={[
                  r.MinimumAge === null
                    ? null
                    : t(r.RequireIdCheck ? 'restrictions.ageWithId' : 'restrictions.age', { age: r.MinimumAge }),
                  r.TimeWindows.length
                    ? t('restrictions.itemPanel.notSold', { windows: windowsText(t, daysText, r.TimeWindows) })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Paper>
  );
}
