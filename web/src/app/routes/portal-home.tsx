import { isRouteAllowed } from '@mp/contracts/access/menu';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RemoveShoppingCartOutlined from '@mui/icons-material/RemoveShoppingCartOutlined';
import RestaurantMenuOutlined from '@mui/icons-material/RestaurantMenuOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { isAdminType } from '@mp/contracts/access/roles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SHOW_UPDATE_PAYMENT_KEY } from '../../lib/session-flags';
import { portalHref } from '../../lib/session/landing';
import { storeLabel } from '../shell/portal-header';
import { usePortalOutlet } from '../../lib/portal-outlet';
import { HomeFigures } from '../../features/dashboards/components/home-figures';

/**
 * The everyday tasks Home offers, each a screen of this release (the side navigation already lists every section,
 * so Home does not repeat it). Labels are `portal.home.shortcut.<id>.title` and `.description`.
 */
const SHORTCUTS: readonly { id: string; path: string; icon: SvgIconComponent }[] = [
  { id: 'findTicket', path: 'results/posTrans', icon: ReceiptLongOutlined },
  { id: 'outOfStock', path: 'menu/itemAvailability', icon: RemoveShoppingCartOutlined },
  { id: 'editMenu', path: 'menu/categoriesoritems', icon: RestaurantMenuOutlined },
  { id: 'discounts', path: 'menu/discounts', icon: LocalOfferOutlined },
];

/**
 * The portal's index (issue 14 §3): where you are working, how business is going today (issue 15 §6: the store's or
 * company's figures against the same weekday last week) and shortcuts to the tasks the user may open.
 */
export function PortalHome() {
  const { t } = useTranslation();
  const { portal, access, openSelection } = usePortalOutlet();
  const shortcuts = SHORTCUTS.filter(({ path }) => isRouteAllowed(path, access));
  const noMerchant = isAdminType(portal) && portal.merhantId === 0;
  const showUpdatePayment = sessionStorage.getItem(SHOW_UPDATE_PAYMENT_KEY) === 'true';

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('portal.home.title')}
      </Typography>
      {showUpdatePayment ? (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button component={RouterLink} to={portalHref('howtopay')} color="inherit">
              {t('portal.home.updatePaymentAction')}
            </Button>
          }
        >
          {t('portal.home.updatePayment')}
        </Alert>
      ) : null}
      <Paper sx={{ p: 3, mb: 3 }} component="section" aria-labelledby="home-context">
        <Typography id="home-context" variant="h6" component="h2">
          {t('portal.home.context')}
        </Typography>
        {noMerchant ? (
          <Box sx={{ mt: 1 }}>
            <Typography>{t('portal.home.noMerchant')}</Typography>
            <Button variant="contained" sx={{ mt: 2 }} onClick={() => openSelection('merchant')}>
              {t('portal.home.selectMerchant')}
            </Button>
          </Box>
        ) : (
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, mt: 1 }}
          >
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {t('portal.home.merchant')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }} data-testid="home-merchant">
              {portal.merchantName}
            </Typography>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {t('portal.home.store')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }} data-testid="home-store">
              {storeLabel(portal, t('portal.allStores'))}
            </Typography>
            {portal.storeAddress ? (
              <>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {t('portal.home.address')}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {portal.storeAddress}
                </Typography>
              </>
            ) : null}
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {t('portal.home.signedInAs')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {portal.userRole ? `${portal.userName} (${portal.userRole})` : portal.userName}
            </Typography>
          </Box>
        )}
      </Paper>
      {noMerchant || !portal.hasStoreContext ? null : (
        <Box component="section" aria-labelledby="home-today" sx={{ mb: 3 }}>
          <Typography id="home-today" variant="h6" component="h2" gutterBottom>
            {t('portal.home.today')}
          </Typography>
          <HomeFigures
            view={{ merchantId: portal.merhantId, storeId: portal.storeId }}
            access={access}
            locale={portal.merchantCulture}
          />
        </Box>
      )}
      <Typography variant="h6" component="h2" gutterBottom>
        {t('portal.home.shortcuts')}
      </Typography>
      {shortcuts.length === 0 ? <Typography>{t('portal.home.noShortcuts')}</Typography> : null}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        }}
      >
        {shortcuts.map(({ id, path, icon: Icon }) => (
          <li key={id}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={portalHref(path)} sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                  <Icon color="primary" aria-hidden />
                  <Box>
                    <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                      {t(`portal.home.shortcut.${id}.title`)}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {t(`portal.home.shortcut.${id}.description`)}
                    </Typography>
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
