import { createHmac } from 'node:crypto';
import type { TScheduleFormat } from '@mp/contracts/report-schedules';
import type { TReportResult } from '@mp/contracts/reports';
import type { TMail, TMailAttachment } from '../../../mail/mailer.ts';
import { safeEqual } from '../../../plugins/session-store.ts';
import { reportFile } from '../report-export.ts';
import { englishText } from '../report-labels.ts';

/** The path of the public unsubscribe page; the token is its only credential. */
export const UNSUBSCRIBE_PATH = '/ReportSchedule/Unsubscribe';

const signature = (secret: string, id: number, address: string) =>
  createHmac('sha256', secret).update(`report-schedule-unsubscribe:${id}:${address.toLowerCase()}`).digest('base64url');

/**
 * The unsubscribe token of one recipient of one schedule: the schedule, the address and an HMAC of both under the
 * server's secret. It works without signing in, and only for that address on that schedule.
 */
export const unsubscribeToken = (secret: string, id: number, address: string): string =>
  `${id}.${Buffer.from(address.toLowerCase()).toString('base64url')}.${signature(secret, id, address)}`;

/** The schedule and address a token names, or null when this server did not sign it. */
export function readUnsubscribeToken(secret: string, token: string): { id: number; address: string } | null {
  const [idText, encoded, mac, ...rest] = token.split('.');
  if (rest.length > 0 || !idText || !encoded || !mac || !/^[1-9]\d{0,9}$/.test(idText)) return null;
  const id = Number(idText);
  const address = Buffer.from(encoded, 'base64url').toString('utf8');
  return safeEqual(mac, signature(secret, id, address)) ? { id, address } : null;
}

export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;

const CONTENT_TYPE: Record<TScheduleFormat, string> = { pdf: 'application/pdf', csv: 'text/csv; charset=utf-8' };

/** The report as files, rendered as the export downloads render them. */
export async function reportAttachments(
  result: TReportResult,
  formats: readonly TScheduleFormat[],
): Promise<TMailAttachment[]> {
  return Promise.all(
    formats.map(async (format) => {
      const file = reportFile(result, format, {});
      return {
        filename: file.fileName,
        contentType: CONTENT_TYPE[format],
        content: Buffer.concat((await file.stream.toArray()) as Buffer[]),
      };
    }),
  );
}

const t = (key: string) => englishText(`reportSchedules.mail.${key}`);

/** One recipient's message: the report's name, view and range, the files, and that recipient's own unsubscribe link. */
export function scheduleMail(input: {
  name: string;
  result: TReportResult;
  attachments: TMailAttachment[];
  to: string;
  unsubscribe: string;
  /** Figures to put in the body (the digest's). */
  summary?: string;
}): TMail {
  const { name, result, attachments, to, unsubscribe, summary } = input;
  const range = result.FromDate === result.ToDate ? result.FromDate : `${result.FromDate} – ${result.ToDate}`;
  return {
    kind: 'scheduled-report',
    to,
    subject: `${name}: ${result.StoreName}, ${range}`,
    text: [
      `${name}`,
      `${result.StoreName}, ${range}`,
      '',
      ...(summary ? [summary, ''] : []),
      t('attached'),
      '',
      `${t('unsubscribe')} ${unsubscribe}`,
    ].join('\n'),
    attachments,
    // RFC 8058: mail programs offer their own unsubscribe button, which POSTs to the link.
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
