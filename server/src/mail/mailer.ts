import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { TEnv } from '../config.ts';

/** A file sent with a message (a scheduled report's PDF or CSV). */
export type TMailAttachment = { filename: string; content: Buffer; contentType: string };
export type TMail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  attachments?: readonly TMailAttachment[];
  /** Extra headers (List-Unsubscribe on scheduled reports). */
  headers?: Readonly<Record<string, string>>;
};
export type TMailer = { send: (mail: TMail) => Promise<void> };

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

const messageOf = (from: string, mail: TMail) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  ...(mail.attachments ? { attachments: mail.attachments.map((a) => ({ ...a })) } : {}),
  ...(mail.headers ? { headers: { ...mail.headers } } : {}),
});

/** SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to DATA_DIR/outbox. */
export function createMailer(env: Pick<TEnv, 'smtpUrl' | 'mailFrom' | 'dataDir'>): TMailer {
  if (env.smtpUrl) {
    const transport = nodemailer.createTransport(env.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail(messageOf(env.mailFrom, mail));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = outboxDir(env.dataDir);
  return {
    send: async (mail) => {
      const info = await transport.sendMail(messageOf(env.mailFrom, mail));
      await fs.mkdir(dir, { recursive: true });
      // Colons are not portable in file names; the timestamp prefix keeps the files in send order.
      const stamp = new Date().toISOString().replace(/:/g, '-');
      const name = `${stamp}-${mail.kind}-${randomBytes(4).toString('hex')}.eml`;
      await fs.writeFile(path.join(dir, name), info.message as Buffer);
    },
  };
}
