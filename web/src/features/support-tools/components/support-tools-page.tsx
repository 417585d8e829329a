import { isRouteAllowed, PORTAL_MENU } from '@mp/contracts/access/menu';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PORTAL_BASE } from '../../../lib/session/landing';
import { usePortalOutlet } from '../../../lib/portal-outlet';

// The tools are the Support Tools entry's children in the menu data, so the route guard and this list share gates.
const TOOLS = PORTAL_MENU.find((entry) => entry.id === 'supportTools')?.children ?? [];

/** Support Tools (user menu): the tools this user may open, each with what it is for. */
export function SupportToolsPage() {
  const { t } = useTranslation();
  const { access } = usePortalOutlet();
  const tools = TOOLS.filter((tool) => tool.path && isRouteAllowed(tool.path, access));
  return (
    <Stack component="section" aria-labelledby="support-tools-title" spacing={2} sx={{ maxWidth: 720 }}>
      <Typography id="support-tools-title" variant="h5" component="h1">
        {t('portal.nav.supportTools')}
      </Typography>
      {tools.length === 0 ? (
        <Typography>{t('supportTools.noTools')}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {tools.map((tool) => (
            <li key={tool.id}>
              <Card variant="outlined">
                <CardActionArea component={Link} to={`${PORTAL_BASE}/${tool.path}`}>
                  <CardContent>
                    <Typography variant="h6" component="h2">
                      {t(tool.labelKey)}
                    </Typography>
                    <Typography color="text.secondary">{t(`supportTools.tools.${tool.id}`)}</Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
