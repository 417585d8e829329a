import { describe, expect, it } from 'vitest';
import { RECEIPT_CSP, receiptDocument } from './receipt-document';

describe('receiptDocument', () => {
  const doc = receiptDocument('<article>Ticket #42</article>', 'Receipt <42> & "co"');
  const parsed = new DOMParser().parseFromString(doc, 'text/html');

  it('puts the script-blocking policy first in the head, before any receipt content', () => {
    const first = parsed.head.firstElementChild?.nextElementSibling;
    expect(first?.getAttribute('http-equiv')).toBe('Content-Security-Policy');
    expect(first?.getAttribute('content')).toBe(RECEIPT_CSP);
    expect(RECEIPT_CSP).toContain("default-src 'none'");
    expect(RECEIPT_CSP).not.toContain('script-src');
    expect(doc.indexOf('Content-Security-Policy')).toBeLessThan(doc.indexOf('<article>'));
  });

  it('keeps the receipt as sent and names the document safely', () => {
    expect(parsed.body.innerHTML).toBe('<article>Ticket #42</article>');
    expect(parsed.documentElement.lang).toBe('en');
    expect(parsed.title).toBe('Receipt <42> & "co"');
    expect(parsed.head.querySelectorAll('*')).toHaveLength(3);
  });
});
