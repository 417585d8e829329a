import fs from 'node:fs/promises';
import path from 'node:path';
import { outboxDir } from './mailer.ts';

export type TOutboxMessage = { file: string; to: string; subject: string; text: string };

const decodeQuotedPrintable = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Parses the single-part text messages this server writes (enough for tests and the demo, not a MIME parser). */
export function parseEml(file: string, raw: string): TOutboxMessage {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const bodyRaw = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(bodyRaw)
      : encoding === 'base64'
        ? Buffer.from(bodyRaw, 'base64').toString('utf8')
        : bodyRaw;
  return { file, to: header('To'), subject: header('Subject'), text };
}

/** The newest outbox message addressed to `address` (case-insensitive), or null. */
export async function latestOutboxMessage(dataDir: string, address: string): Promise<TOutboxMessage | null> {
  const dir = outboxDir(dataDir);
  let files: string[];
  try {
    files = (await fs.readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return null;
  }
  const wanted = address.toLowerCase();
  for (const file of files.reverse()) {
    const message = parseEml(file, await fs.readFile(path.join(dir, file), 'utf8'));
    if (message.to.toLowerCase().includes(wanted)) return message;
  }
  return null;
}
