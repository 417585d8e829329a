import type { TTicketDetail, TTicketLine, TTicketNote, TTicketPayment, TTicketTax } from '@mp/contracts/tickets';

/** The top of every receipt: the store's header text, its address (when shown) and its phone. */
export type TReceiptStore = { name: string; address: string; phone: string | null; showAddress: boolean };

/**
 * What a receipt shows: the ticket, the store and its receipt settings (Company information's receipt info and Store
 * configuration write them), and the options of spec 2 §7.
 */
export type TReceipt = {
  store: TReceiptStore;
  settings: {
    header: string;
    footer: string;
    returnPolicy: string;
    orderFooter: string;
    /** Store configuration: the tip suggestions printed after the total, null when not shown. */
    tipSuggestion: { message: string; percents: number[] } | null;
    /** Store configuration: the website the printed QR code leads to, null when there is none. */
    qrCodeUrl: string | null;
  };
  ticket: TTicketDetail;
  lines: TTicketLine[];
  payments: TTicketPayment[];
  taxes: TTicketTax[];
  notes: TTicketNote[];
  options: { includeCustomerInfo: boolean; includeNotes: boolean; isOrderTicket: boolean; isReturnTicket: boolean };
};

type TRow = { label: string; value: string; indent?: boolean; strong?: boolean };
type TSection = { title?: string; rows: TRow[] };

const isZero = (amount: string) => Number(amount) === 0;
const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '');
/** Quantities with 2 decimals (spec 2 §9); a hand-keyed weight is marked (M). */
const quantity = (line: TTicketLine) =>
  `${Number(line.QuantitySold).toFixed(2)}${line.IsSoldByWeight ? ' lb' : ''}${line.IsManualWeight ? ' (M)' : ''}`;
const localDateTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/**
 * The receipt as sections of label/value rows: one model, rendered to HTML for the preview and to text for the
 * e-mail, so both always say the same.
 */
/** The heading lines of a receipt: header text, address when shown, phone. */
const headingLines = (header: string, store: TReceiptStore): string[] => [
  ...lines(header),
  ...(store.showAddress ? lines(store.address) : []),
  ...(store.phone ? [store.phone] : []),
];

/** A tip of `percent` on the amount (2 decimals), in cents, so no floating-point money. */
const tipOn = (amount: string, percent: number): string => {
  const cents = Math.round(Number(amount) * 100);
  return (Math.round((cents * percent) / 100) / 100).toFixed(2);
};

export function receiptSections(r: TReceipt): { heading: string[]; sections: TSection[]; footer: string[] } {
  const t = r.ticket;
  const heading = [...headingLines(r.settings.header, r.store), ...(r.options.isReturnTicket ? ['RETURN'] : [])];
  const sections: TSection[] = [];
  const info: TRow[] = [
    { label: t.TransactionType, value: `#${t.TicketNumber}`, strong: true },
    ...(t.CheckNumber === null ? [] : [{ label: 'Check', value: String(t.CheckNumber) }]),
    { label: 'Date', value: localDateTime(t.TicketDate) },
    { label: 'Cashier', value: t.UserName },
    { label: 'Station', value: t.Station },
    ...(t.SalesAssociateName ? [{ label: 'Server', value: t.SalesAssociateName }] : []),
    ...(t.OrderName ? [{ label: 'Order', value: t.OrderName }] : []),
    ...(t.SellingLocation ? [{ label: 'Service', value: t.SellingLocation }] : []),
  ];
  sections.push({ rows: info });
  if (r.options.isOrderTicket && t.ExternalReferenceNumber) {
    sections.push({
      title: 'Online order',
      rows: [
        { label: 'Reference', value: t.ExternalReferenceNumber },
        ...(t.OrderDueDateTime ? [{ label: 'Due', value: localDateTime(t.OrderDueDateTime) }] : []),
        ...(t.OrderStatusName ? [{ label: 'Status', value: t.OrderStatusName }] : []),
      ],
    });
  }
  if (r.options.includeCustomerInfo) {
    const address = [
      t.ContactAddress1,
      t.ContactAddress2,
      [t.ContactCity, t.ContactState, t.ContactZipCode].filter(Boolean).join(' '),
    ].filter((v): v is string => !!v);
    const rows: TRow[] = [
      ...(t.CustomerName ? [{ label: 'Customer', value: t.CustomerName }] : []),
      ...(t.CustomerNumber ? [{ label: 'Customer #', value: t.CustomerNumber }] : []),
      ...(t.CustomerEmailAddress ? [{ label: 'E-mail', value: t.CustomerEmailAddress }] : []),
      ...(t.ContactPhone ? [{ label: 'Phone', value: t.ContactPhone }] : []),
      ...address.map((value, i) => ({ label: i === 0 ? 'Address' : '', value })),
    ];
    if (rows.length > 0) sections.push({ title: 'Customer', rows });
  }
  if (t.PayinReason || t.PayoutReason) {
    sections.push({
      rows: [
        { label: t.PayinReason ? 'Paid in' : 'Paid out', value: (t.PayinReason ?? t.PayoutReason)!, strong: true },
        ...((t.PayinComment ?? t.PayoutComment)
          ? [{ label: 'Comment', value: (t.PayinComment ?? t.PayoutComment)! }]
          : []),
      ],
    });
  }
  if (r.lines.length > 0) {
    sections.push({
      rows: r.lines.flatMap((line) => {
        const modifier = line.ParentLineItemId !== null;
        const name = `${modifier ? '' : `${quantity(line)} `}${line.ItemName}${line.LineTypeExtension ? ` (${line.LineTypeExtension})` : ''}`;
        const rows: TRow[] = [{ label: name, value: line.Amount, indent: modifier }];
        if (line.IsSoldByWeight) rows.push({ label: `@ ${line.Price} / lb`, value: '', indent: true });
        if (!isZero(line.LineDiscount)) rows.push({ label: 'Discount', value: `-${line.LineDiscount}`, indent: true });
        return rows;
      }),
    });
  }
  const amount = (label: string, value: string, strong = false): TRow[] =>
    isZero(value) ? [] : [{ label, value, strong }];
  sections.push({
    rows: [
      { label: 'Subtotal', value: t.SubTotalAmount },
      ...amount('Discount', isZero(t.DiscountAmount) ? '0' : `-${t.DiscountAmount}`),
      ...amount('Charges', t.ChargesAmount),
      ...amount('Card surcharge', t.CCSurchargesAmount),
      ...amount('Donations', t.DonationsAmount),
      ...(r.taxes.length > 0
        ? r.taxes.map((x) => ({ label: `${x.RuleName} (${Number(x.TaxRate)}%)`, value: x.TaxAmount }))
        : amount('Tax', t.TaxAmount)),
      ...amount('Gratuity', t.GratuityAmount),
      ...amount('Gratuity tax', t.GratuityTaxAmount),
      { label: 'Total', value: t.TotalAmount, strong: true },
      // Spec 2 §9: the cash rounding row only when a rounded amount exists.
      ...(t.PaymentRoundedAmount === null ? [] : [{ label: 'Cash rounding', value: t.PaymentRoundedAmount }]),
      ...amount('Tip', t.TipAmount),
    ],
  });
  const tips = r.settings.tipSuggestion;
  if (tips && tips.percents.length > 0)
    sections.push({
      title: tips.message || 'Suggested tip',
      rows: tips.percents.map((p) => ({ label: `${p}%`, value: tipOn(t.SubTotalAmount, p) })),
    });
  if (r.payments.length > 0) {
    sections.push({
      title: 'Payments',
      rows: [
        ...r.payments.map((p) => ({ label: p.Description, value: p.PaymentAmount })),
        { label: 'Tendered', value: t.TenderAmount },
        { label: 'Change', value: t.ChangeAmount },
      ],
    });
  }
  if (r.options.includeNotes && r.notes.length > 0)
    sections.push({ title: 'Notes', rows: r.notes.map((n) => ({ label: n.Note, value: '' })) });
  const footer = [
    ...(r.options.isReturnTicket ? lines(r.settings.returnPolicy) : []),
    ...(r.options.isOrderTicket ? lines(r.settings.orderFooter) : []),
    ...lines(r.settings.footer),
    ...(r.settings.qrCodeUrl ? ['Scan the QR code or visit', r.settings.qrCodeUrl] : []),
  ];
  return { heading, sections, footer };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Every value that reaches the HTML goes through here: ticket text comes from POS users and customers. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const STYLE = {
  receipt: 'font-family:ui-monospace,Menlo,Consolas,monospace;font-size:13px;max-width:360px;margin:0 auto;color:#000;',
  center: 'text-align:center;margin:0;',
  table: 'width:100%;border-collapse:collapse;margin-top:8px;border-top:1px dashed #666;',
  value: 'text-align:right;white-space:nowrap;vertical-align:top;',
  title: 'text-align:left;font-weight:bold;padding-top:4px;',
};

const centered = (texts: string[]) => texts.map((l) => `<p style="${STYLE.center}">${escapeHtml(l)}</p>`).join('');

/**
 * The top of a receipt alone as an HTML fragment, exactly as renderReceiptHtml prints it: Store configuration's
 * header preview (POST /Email/PreviewLight).
 */
export function renderReceiptHeadingHtml(header: string, store: TReceiptStore): string {
  return `<article class="mp-receipt" style="${STYLE.receipt}"><header>${centered(headingLines(header, store))}</header></article>`;
}

/** The receipt as an HTML fragment with inline styles (no script, no external resources). */
export function renderReceiptHtml(r: TReceipt): string {
  const { heading, sections, footer } = receiptSections(r);
  const row = (x: TRow) => {
    const label = x.strong ? `<strong>${escapeHtml(x.label)}</strong>` : escapeHtml(x.label);
    const value = x.strong ? `<strong>${escapeHtml(x.value)}</strong>` : escapeHtml(x.value);
    return `<tr><td${x.indent ? ' style="padding-left:16px;"' : ''}>${label}</td><td style="${STYLE.value}">${value}</td></tr>`;
  };
  const section = (s: TSection) =>
    `<table style="${STYLE.table}">${s.title ? `<caption style="${STYLE.title}">${escapeHtml(s.title)}</caption>` : ''}` +
    `<tbody>${s.rows.map(row).join('')}</tbody></table>`;
  return (
    `<article class="mp-receipt" style="${STYLE.receipt}">` +
    `<header>${centered(heading)}</header>${sections.map(section).join('')}` +
    `<footer style="margin-top:8px;border-top:1px dashed #666;padding-top:4px;">${centered(footer)}</footer></article>`
  );
}

const WIDTH = 42;

/** The same receipt as fixed-width text, for the e-mail. */
export function renderReceiptText(r: TReceipt): string {
  const { heading, sections, footer } = receiptSections(r);
  const center = (s: string) => ' '.repeat(Math.max(0, Math.floor((WIDTH - s.length) / 2))) + s;
  const row = (x: TRow) => {
    const label = `${x.indent ? '  ' : ''}${x.label}`;
    const gap = Math.max(1, WIDTH - label.length - x.value.length);
    return `${label}${' '.repeat(gap)}${x.value}`;
  };
  const rule = '-'.repeat(WIDTH);
  return [
    ...heading.map(center),
    ...sections.flatMap((s) => [rule, ...(s.title ? [s.title] : []), ...s.rows.map(row)]),
    rule,
    ...footer.map(center),
    '',
  ].join('\n');
}
