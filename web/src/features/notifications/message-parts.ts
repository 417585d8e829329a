import { isHttpUrl, type TNotificationLink } from '@mp/contracts/notifications';

export type TMessagePart = { kind: 'text'; text: string } | { kind: 'link'; key: string; text: string; href: string };

/** `{key}`: a key is one or more characters that are neither braces nor white space. */
const PLACEHOLDER = /\{([^{}\s]+)\}/g;

/**
 * Splits a notification message into text and links (spec 1 §2): each `{key}` naming one of the message's links
 * becomes that link; an unknown key, and a link whose URL is not http(s), stay as the literal text. The first link
 * of a key wins. The server already drops unsafe URLs; this check holds even if a reply drifts from its contract.
 */
export function messageParts(messageText: string, links: readonly TNotificationLink[]): TMessagePart[] {
  const byKey = new Map<string, TNotificationLink>();
  for (const link of links) if (!byKey.has(link.LinkKey) && isHttpUrl(link.LinkURL)) byKey.set(link.LinkKey, link);

  const parts: TMessagePart[] = [];
  let textStart = 0;
  for (const match of messageText.matchAll(PLACEHOLDER)) {
    const key = match[1] ?? '';
    const link = byKey.get(key);
    if (!link) continue;
    if (match.index > textStart) parts.push({ kind: 'text', text: messageText.slice(textStart, match.index) });
    // A link with no text would be an empty, unnamed anchor: its URL names it instead.
    parts.push({ kind: 'link', key, text: link.LinkText || link.LinkURL, href: link.LinkURL });
    textStart = match.index + match[0].length;
  }
  if (textStart < messageText.length) parts.push({ kind: 'text', text: messageText.slice(textStart) });
  return parts;
}
