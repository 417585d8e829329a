import type { TTicketDetail } from '@mp/contracts/tickets';
import Box from '@mui/material/Box';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useTicketPart } from '../../api/pos-transactions.queries';
import { formatAmount, formatDay, formatStoreDateTime, hasRoundedAmount } from '../../lib/format';
import { DetailList, type TDetailItem } from './detail-list';
import type { TTicketTabProps } from './ticket-tab-props';
import { TicketPartView } from './ticket-part-view';

const k = (key: string) => `posTransactions.details.${key}`;

// Optional facts (pay-in reason, selling location ...) are left out when the ticket has none.
const present = (items: TDetailItem[]) => items.filter((item) => item.value !== null && item.value !== '');

function ticketItems(t: TFunction, d: TTicketDetail, timeZone: string): TDetailItem[] {
  return present([
    { label: t(k('transactionType')), value: d.TransactionType },
    { label: t(k('ticketNumber')), value: d.TicketNumber },
    { label: t(k('checkNumber')), value: d.CheckNumber },
    { label: t(k('ticketDate')), value: formatStoreDateTime(d.TicketDate, timeZone) },
    { label: t(k('businessDate')), value: formatDay(d.BusinessDate) },
    { label: t(k('orderName')), value: d.OrderName },
    { label: t(k('customerName')), value: d.CustomerName },
    { label: t(k('customerNumber')), value: d.CustomerNumber },
    { label: t(k('customerEmail')), value: d.CustomerEmailAddress },
    { label: t(k('userName')), value: d.UserName },
    { label: t(k('salesAssociate')), value: d.SalesAssociateName },
    { label: t(k('station')), value: d.Station },
    { label: t(k('sellingLocation')), value: d.SellingLocation },
    { label: t(k('payinReason')), value: d.PayinReason },
    { label: t(k('payinComment')), value: d.PayinComment },
    { label: t(k('payoutReason')), value: d.PayoutReason },
    { label: t(k('payoutComment')), value: d.PayoutComment },
  ]);
}

function onlineOrderItems(t: TFunction, d: TTicketDetail, timeZone: string): TDetailItem[] {
  const cityLine = [d.ContactCity, [d.ContactState, d.ContactZipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const address = [d.ContactAddress1, d.ContactAddress2, cityLine].filter(Boolean).join(', ');
  const status =
    d.OrderStatus === null
      ? null
      : t(k(`orderStatuses.${d.OrderStatus}`), { defaultValue: t(k('unknownStatus'), { status: d.OrderStatus }) });
  return present([
    { label: t(k('externalReference')), value: d.ExternalReferenceNumber },
    { label: t(k('orderDue')), value: formatStoreDateTime(d.OrderDueDateTime, timeZone) },
    { label: t(k('orderStatus')), value: status },
    { label: t(k('lastPrinted')), value: formatStoreDateTime(d.LastPrintedUtcDateTime, timeZone) },
    { label: t(k('contactName')), value: d.ContactName },
    { label: t(k('contactPhone')), value: d.ContactPhone },
    { label: t(k('contactAddress')), value: address },
  ]);
}

function totalItems(t: TFunction, d: TTicketDetail): TDetailItem[] {
  const amount = (key: string, value: string): TDetailItem => ({
    label: t(k(key)),
    value: formatAmount(value),
    numeric: true,
  });
  return [
    amount('subTotal', d.SubTotalAmount),
    amount('charges', d.ChargesAmount),
    amount('ccSurcharges', d.CCSurchargesAmount),
    amount('discount', d.DiscountAmount),
    amount('donations', d.DonationsAmount),
    amount('priceOverrides', d.PriceOverridesAmount),
    amount('tax', d.TaxAmount),
    amount('gratuity', d.GratuityAmount),
    amount('gratuityTax', d.GratuityTaxAmount),
    amount('tip', d.TipAmount),
    amount('total', d.TotalAmount),
    // Spec 2 §9: the cash-rounding row only when the ticket was rounded.
    ...(d.PaymentRoundedAmount !== null && hasRoundedAmount(d.PaymentRoundedAmount)
      ? [amount('paymentRounded', d.PaymentRoundedAmount)]
      : []),
    amount('tender', d.TenderAmount),
    amount('change', d.ChangeAmount),
  ];
}

/** Header facts, the online order (only when it has a due date, spec 2 §3) and the totals. */
export function TicketDetailsTab({ storeId, ticket, timeZone }: TTicketTabProps) {
  const { t } = useTranslation();
  const query = useTicketPart(storeId, ticket, 'detail');
  return (
    <TicketPartView query={query}>
      {(detail) => (
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <DetailList title={t(k('ticketSection'))} items={ticketItems(t, detail, timeZone)} />
          {detail.OrderDueDateTime ? (
            <DetailList title={t(k('onlineOrderSection'))} items={onlineOrderItems(t, detail, timeZone)} />
          ) : null}
          <DetailList title={t(k('totalsSection'))} items={totalItems(t, detail)} />
        </Box>
      )}
    </TicketPartView>
  );
}
