import type { TTicketDetail } from '@mp/contracts/tickets';
import Box from '@mui/material/Box';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useTicketPart } from '../../api/pos-transactions.queries';
import { toNumber } from '../../../../lib/format';
import { useFormat, type TFormatters } from '../../../../lib/use-format';
import { DetailList, type TDetailItem } from './detail-list';
import type { TTicketTabProps } from './ticket-tab-props';
import { TicketPartView } from './ticket-part-view';

const k = (key: string) => `posTransactions.details.${key}`;

// Optional facts (pay-in reason, selling location ...) are left out when the ticket has none.
const present = (items: TDetailItem[]) => items.filter((item) => item.value !== null && item.value !== '');

function ticketItems(t: TFunction, format: TFormatters, d: TTicketDetail, timeZone: string): TDetailItem[] {
  return present([
    { label: t(k('transactionType')), value: d.TransactionType },
    { label: t(k('ticketNumber')), value: d.TicketNumber },
    { label: t(k('checkNumber')), value: d.CheckNumber },
    { label: t(k('ticketDate')), value: format.dateTime(d.TicketDate, timeZone) },
    { label: t(k('businessDate')), value: format.day(d.BusinessDate) },
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

function onlineOrderItems(t: TFunction, format: TFormatters, d: TTicketDetail, timeZone: string): TDetailItem[] {
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
    { label: t(k('orderDue')), value: format.dateTime(d.OrderDueDateTime, timeZone) },
    { label: t(k('orderStatus')), value: status },
    { label: t(k('lastPrinted')), value: format.dateTime(d.LastPrintedUtcDateTime, timeZone) },
    { label: t(k('contactName')), value: d.ContactName },
    { label: t(k('contactPhone')), value: d.ContactPhone },
    { label: t(k('contactAddress')), value: address },
  ]);
}

// Spec 2 §9: the cash-rounding row only when the ticket was rounded (a non-zero rounded amount).
const wasRounded = (value: string | null) => {
  const n = toNumber(value);
  return n !== null && n !== 0;
};

function totalItems(t: TFunction, format: TFormatters, d: TTicketDetail): TDetailItem[] {
  const item = (key: string, value: string): TDetailItem => ({ label: t(k(key)), value, numeric: true });
  const amount = (key: string, value: string) => item(key, format.money(value));
  return [
    amount('subTotal', d.SubTotalAmount),
    amount('charges', d.ChargesAmount),
    amount('ccSurcharges', d.CCSurchargesAmount),
    item('discount', format.discount(d.DiscountAmount)),
    amount('donations', d.DonationsAmount),
    amount('priceOverrides', d.PriceOverridesAmount),
    amount('tax', d.TaxAmount),
    amount('gratuity', d.GratuityAmount),
    amount('gratuityTax', d.GratuityTaxAmount),
    amount('tip', d.TipAmount),
    amount('total', d.TotalAmount),
    ...(d.PaymentRoundedAmount !== null && wasRounded(d.PaymentRoundedAmount)
      ? [amount('paymentRounded', d.PaymentRoundedAmount)]
      : []),
    amount('tender', d.TenderAmount),
    amount('change', d.ChangeAmount),
  ];
}

/** Header facts, the online order (only when it has a due date, spec 2 §3) and the totals. */
export function TicketDetailsTab({ storeId, ticket, timeZone }: TTicketTabProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useTicketPart(storeId, ticket, 'detail');
  return (
    <TicketPartView query={query}>
      {(detail) => (
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <DetailList title={t(k('ticketSection'))} items={ticketItems(t, format, detail, timeZone)} />
          {detail.OrderDueDateTime ? (
            <DetailList title={t(k('onlineOrderSection'))} items={onlineOrderItems(t, format, detail, timeZone)} />
          ) : null}
          <DetailList title={t(k('totalsSection'))} items={totalItems(t, format, detail)} />
        </Box>
      )}
    </TicketPartView>
  );
}
