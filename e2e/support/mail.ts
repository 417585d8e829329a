import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** One message from the outbox, decoded. */
export type TMail = {
  file: string;
  mtimeMs: number;
  to: string;
  subject: string;
  /** text/plain and text/html bodies, transfer encoding undone. */
  text: string;
  html: string;
  /** Every http(s) link in either body, HTML entities decoded. */
  links: string[];
};

const unfold = (headerBlock: string) => headerBlock.replace(/\r?\n[ \t]+/g, ' ');

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of unfold(block).split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

const splitHead = (raw: string): [string, string] => {
  const match = /\r?\n\r?\n/.exec(raw);
  return match ? [raw.slice(0, match.index), raw.slice(match.index + match[0].length)] : [raw, ''];
};

/** Quoted-printable (RFC 2045 §6.7): soft line breaks and =XX bytes, decoded as UTF-8. */
export function decodeQuotedPrintable(input: string): string {
  const softBreaksRemoved = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const ch = softBreaksRemoved[i]!;
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(ch, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words in headers (=?utf-8?Q?...?= / =?utf-8?B?...?=). */
const decodeWords = (value: string) =>
  value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_m, _charset: string, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );

const decodeBody = (body: string, encoding: string | undefined) => {
  switch ((encoding ?? '').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
};

/** Walks a MIME entity and collects its text/plain and text/html leaves. */
function collectParts(raw: string, out: { text: string[]; html: string[] }) {
  const [head, body] = splitHead(raw);
  const headers = parseHeaders(head);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const pieces = body.split(`--${boundary}`);
    // pieces[0] is the preamble; the last piece starts with `--` (the closing delimiter).
    for (const piece of pieces.slice(1)) {
      if (piece.startsWith('--')) break;
      collectParts(piece.replace(/^\r?\n/, ''), out);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
  if (/^text\/html/i.test(type)) out.html.push(decoded);
  else if (/^text\//i.test(type)) out.text.push(decoded);
}

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x3[dD];/g, '=')
    .replace(/&#61;/g, '=')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

export function parseEml(file: string): TMail {
  const raw = readFileSync(file, 'utf8');
  const [head] = splitHead(raw);
  const headers = parseHeaders(head);
  const out = { text: [] as string[], html: [] as string[] };
  collectParts(raw, out);
  const text = out.text.join('\n');
  const html = out.html.join('\n');
  const links = [...`${text}\n${html}`.matchAll(/https?:\/\/[^\s"'<>)\]]+/g)].map((m) => decodeEntities(m[0]));
  return {
    file,
    mtimeMs: statSync(file).mtimeMs,
    to: decodeWords(headers.get('to') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text,
    html,
    links: [...new Set(links)],
  };
}

/** All outbox messages to `address` (case-insensitive), newest last. */
export function mailsTo(dataDir: string, address: string): TMail[] {
  const outbox = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  const wanted = address.toLowerCase();
  return names
    .map((name) => parseEml(path.join(outbox, name)))
    .filter((mail) => mail.to.toLowerCase().includes(wanted))
    .sort((a, b) => a.mtimeMs - b.mtimeMs || a.file.localeCompare(b.file));
}

/** Names of the messages already in the outbox: pass as `notIn` to wait for a new one. */
export function outboxFiles(dataDir: string): Set<string> {
  try {
    return new Set(readdirSync(path.join(dataDir, 'outbox')).filter((name) => name.endsWith('.eml')));
  } catch {
    return new Set();
  }
}

/**
 * The newest message to `address`, waiting up to `timeoutMs` for one written after `since` (epoch ms) and not
 * named in `notIn` (an `outboxFiles` snapshot taken before the action), so an older message is never mistaken
 * for the new one.
 */
export async function readLatestMail(
  dataDir: string,
  address: string,
  { since = 0, notIn, timeoutMs = 15_000 }: { since?: number; notIn?: ReadonlySet<string>; timeoutMs?: number } = {},
): Promise<TMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // mtime has coarse resolution on some file systems; allow a little slack before `since`.
    const mail = mailsTo(dataDir, address)
      .filter((m) => m.mtimeMs >= since - 1000 && !notIn?.has(path.basename(m.file)))
      .at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) {
      const all = mailsTo(dataDir, address).map((m) => path.basename(m.file));
      throw new Error(
        `no mail to ${address} in ${path.join(dataDir, 'outbox')} since ${new Date(since).toISOString()} (older: ${all.join(', ') || 'none'})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The password-reset link (`?tk=` / `&tk=`) of a message. */
export function resetLinkOf(mail: TMail): string {
  const link = mail.links.find((href) => /[?&]tk=[^&\s]+/.test(href));
  if (!link) throw new Error(`no reset link (tk=) in ${mail.file}; links: ${mail.links.join(', ') || 'none'}`);
  return link;
}
