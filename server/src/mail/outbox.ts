import fs from 'node:fs/promises';
import path from 'node:path';
import { outboxDir } from './mailer.ts';

/** A file a message carries, decoded. */
export type TOutboxAttachment = { filename: string; contentType: string; content: Buffer };
export type TOutboxMessage = {
  file: string;
  to: string;
  subject: string;
  text: string;
  /** Headers by lower-case name (unfolded). */
  headers: Record<string, string>;
  attachments: TOutboxAttachment[];
};

const decodeQuotedPrintable = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );

type TPart = { headers: Record<string, string>; body: string };

/** Splits a message or a MIME part into its (unfolded, lower-cased) headers and its body. */
function splitPart(raw: string): TPart {
  const split = raw.search(/\r?\n\r?\n/);
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ');
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

const decodeBody = (part: TPart): Buffer => {
  const encoding = (part.headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  return Buffer.from(part.body, 'utf8');
};

const parameterOf = (header: string | undefined, name: string) =>
  header ? (new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header)?.[1] ?? null) : null;

/** The leaf parts of a multipart body, depth first (nodemailer nests text and attachments in multipart/mixed). */
function leafParts(part: TPart): TPart[] {
  const boundary = parameterOf(part.headers['content-type'], 'boundary');
  if (!boundary || !/^multipart\//i.test(part.headers['content-type'] ?? '')) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leafParts(splitPart(chunk.replace(/^\r?\n/, ''))));
}

/**
 * Parses the messages this server writes: a single text part, or a multipart message with a text part and
 * attachments (enough for tests and the demo, not a general MIME parser).
 */
export function parseEml(file: string, raw: string): TOutboxMessage {
  const message = splitPart(raw);
  const parts = leafParts(message);
  const isAttachment = (p: TPart) => /attachment/i.test(p.headers['content-disposition'] ?? '');
  const textPart = parts.find(
    (p) => !isAttachment(p) && /^text\/plain/i.test(p.headers['content-type'] ?? 'text/plain'),
  );
  const attachments = parts.filter(isAttachment).map((p) => ({
    filename: parameterOf(p.headers['content-disposition'], 'filename') ?? '',
    contentType: (p.headers['content-type'] ?? '').split(';')[0]!.trim(),
    content: decodeBody(p),
  }));
  return {
    file,
    to: message.headers.to ?? '',
    subject: message.headers.subject ?? '',
    text: textPart ? decodeBody(textPart).toString('utf8') : '',
    headers: message.headers,
    attachments,
  };
}

/** Every outbox message, oldest first. */
export async function outboxMessages(dataDir: string): Promise<TOutboxMessage[]> {
  const dir = outboxDir(dataDir);
  let files: string[];
  try {
    files = (await fs.readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(files.map(async (file) => parseEml(file, await fs.readFile(path.join(dir, file), 'utf8'))));
}

/** The newest outbox message addressed to `address` (case-insensitive), or null. */
export async function latestOutboxMessage(dataDir: string, address: string): Promise<TOutboxMessage | null> {
  const wanted = address.toLowerCase();
  return (await outboxMessages(dataDir)).reverse().find((m) => m.to.toLowerCase().includes(wanted)) ?? null;
}
