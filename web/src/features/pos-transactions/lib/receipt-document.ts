/**
 * No script, no fetch, no form target: only inline styles and inline images. The frame's sandbox would block
 * scripts by itself, but it must allow them (see ReceiptFrame), so this policy is what keeps them from running.
 */
export const RECEIPT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'";

const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The server's receipt HTML (a fragment) as the whole document of the preview frame: the policy comes first, so it
 * governs everything the receipt contains; a language and a title make the frame a readable document on its own.
 */
export function receiptDocument(receiptHtml: string, title: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="${RECEIPT_CSP}">` +
    `<title>${escapeAttribute(title)}</title></head><body>${receiptHtml}</body></html>`
  );
}
