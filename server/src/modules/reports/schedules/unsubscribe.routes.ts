import { SCHEDULE_ERROR, ZUnsubscribeBody } from '@mp/contracts/report-schedules';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { TApp, TDeps } from '../../../app-types.ts';
import { englishText } from '../report-labels.ts';
import { readUnsubscribeToken, UNSUBSCRIBE_PATH } from './schedule-mail.ts';
import { removeRecipient, scheduleById } from './schedules.queries.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const html = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
const t = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, value),
    html(englishText(`reportSchedules.unsubscribe.${key}`)),
  );

/** A small page of its own (no app, no script): the link is opened from a mail program, signed in or not. */
function page(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>${t('title')}</title></head><body style="font-family:sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem">` +
        `<main><h1>${t('title')}</h1>${body}</main></body></html>`,
    );
}

const invalid = (reply: FastifyReply) => page(reply, 404, `<p>${html(englishText(SCHEDULE_ERROR.invalidLink))}</p>`);

const ZQuery = z.object({ token: z.string().max(1000).optional() });

/**
 * The unsubscribe link every scheduled mail carries, one per recipient and schedule (schedule-mail.ts): GET shows what
 * it will stop and a button, POST takes that address off that schedule only. No session and no CSRF token: the
 * signed token is the whole credential, and mail programs POST it by themselves (RFC 8058 one-click, token in the URL).
 */
export function unsubscribeRoutes(app: TApp, deps: TDeps): void {
  const schema = { tags: ['Scheduled reports'], querystring: ZQuery };

  app.get(UNSUBSCRIBE_PATH, { schema }, async (request, reply) => {
    const token = request.query.token ?? '';
    const link = readUnsubscribeToken(deps.secret, token);
    const schedule = link ? await scheduleById(deps.db, link.id) : null;
    if (!link || !schedule) return invalid(reply);
    const onIt = schedule.recipients.some((r) => r.toLowerCase() === link.address);
    if (!onIt)
      return page(reply, 200, `<p>${t('already', { name: html(schedule.name), address: html(link.address) })}</p>`);
    return page(
      reply,
      200,
      `<p>${t('confirm', { name: html(schedule.name), address: html(link.address) })}</p>` +
        `<form method="post" action="${UNSUBSCRIBE_PATH}"><input type="hidden" name="token" value="${html(token)}">` +
        `<button type="submit">${t('button')}</button></form>`,
    );
  });

  app.post(UNSUBSCRIBE_PATH, { schema: { ...schema, body: ZUnsubscribeBody } }, async (request, reply) => {
    const token = request.body?.token ?? request.query.token ?? '';
    const link = readUnsubscribeToken(deps.secret, token);
    const removed = link ? await removeRecipient(deps.db, link.id, link.address) : null;
    if (!link || !removed) return invalid(reply);
    return page(reply, 200, `<p>${t('done', { name: html(removed.name), address: html(link.address) })}</p>`);
  });
}
