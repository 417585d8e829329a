import { describe, expect, it } from 'vitest';
import { decodeEntities } from './message-text';

describe('decodeEntities', () => {
  it.each([
    ['Fish &amp; Chips', 'Fish & Chips'],
    ['Don&#39;t', "Don't"],
    ['&lt;b&gt;bold&lt;/b&gt;', '<b>bold</b>'],
    ['plain text', 'plain text'],
    // Decoded markup stays text: React renders it escaped.
    ['&lt;img src=x onerror=alert(1)&gt;', '<img src=x onerror=alert(1)>'],
  ])('%s → %s', (input, expected) => {
    expect(decodeEntities(input)).toBe(expected);
  });
});
