import { isRouteAllowed } from '@mp/contracts/access/menu';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage, type TPlaceholderLink } from '../../components/placeholder-page';
import { PORTAL_BASE, portalHref } from '../../lib/session/landing';
import { useResellerConfiguration } from '../../lib/session/portal-data.queries';
import { usePortalOutlet } from '../../lib/portal-outlet';

const MY_BILLS = 'account/mybills';

/**
 * Where "Update payment" leads (issue 14 §3): who bills this merchant (the reseller), whom to contact (the
 * merchant's customer care from portal data) and the number to quote. My Bills, a legacy page, is offered only
 * where a legacy back office is there to show it.
 */
export function HowToPayPage() {
  const { t } = useTranslation();
  const { portal, access } = usePortalOutlet();
  const reseller = useResellerConfiguration(portal.resellerId).data;
  const biller = reseller?.ResellerName || t('portal.howToPay.yourProvider');
  // The reseller's own billing contacts first; without any, the merchant's customer care from portal data.
  const contacts = [
    reseller?.BillingPhone && {
      label: t('portal.howToPay.phone'),
      text: reseller.BillingPhone,
      href: `tel:${reseller.BillingPhone.replace(/[^\d+]/g, '')}`,
    },
    reseller?.BillingEmail && {
      label: t('portal.howToPay.email'),
      text: reseller.BillingEmail,
      href: `mailto:${reseller.BillingEmail}`,
    },
    reseller?.BillingUrl && {
      label: t('portal.howToPay.online'),
      text: reseller.BillingUrl,
      href: reseller.BillingUrl,
    },
  ].filter((contact) => !!contact);
  const links: TPlaceholderLink[] = [
    ...(portal.legacyOrigin && isRouteAllowed(MY_BILLS, access)
      ? [{ to: portalHref(MY_BILLS), label: t('portal.howToPay.openBills') }]
      : []),
    { to: PORTAL_BASE, label: t('portal.placeholder.home') },
  ];
  return (
    <PlaceholderPage
      icon={PaymentsOutlined}
      title={t('portal.nav.howtopay')}
      lines={[
        t('portal.howToPay.billedBy', { biller }),
        ...(contacts.length > 0
          ? []
          : [
              portal.customerCare
                ? t('portal.howToPay.contact', { contact: portal.customerCare })
                : t('portal.howToPay.contactBiller', { biller }),
            ]),
        t('portal.howToPay.quote', { merchant: portal.merchantName, number: portal.merhantId }),
      ]}
      links={links}
    >
      {contacts.length > 0 && (
        <Box component="dl" aria-label={t('portal.howToPay.contactsLabel', { biller })} sx={{ mt: 2, mb: 0 }}>
          {contacts.map((contact) => (
            <Box key={contact.label} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Box component="dt" sx={{ fontWeight: 600 }}>
                {contact.label}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                <Link href={contact.href} sx={{ overflowWrap: 'anywhere' }}>
                  {contact.text}
                </Link>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </PlaceholderPage>
  );
}
