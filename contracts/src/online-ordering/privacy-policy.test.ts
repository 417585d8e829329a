import { describe, expect, it } from 'vitest';
import { isSafePolicyLink, PRIVACY_ERROR, PRIVACY_POLICY_MAX, ZCompanyPrivacyPolicy } from './privacy-policy.ts';

describe('ZCompanyPrivacyPolicy', () => {
  it.each([
    { text: '# Our policy', error: undefined },
    { text: 'x'.repeat(PRIVACY_POLICY_MAX), error: undefined },
    { text: 'x'.repeat(PRIVACY_POLICY_MAX + 1), error: PRIVACY_ERROR.tooLong },
    { text: '', error: PRIVACY_ERROR.empty },
    { text: ' \n\t', error: PRIVACY_ERROR.empty },
  ])('$text.length characters → $error', ({ text, error }) => {
    const result = ZCompanyPrivacyPolicy.safeParse(text);
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(error);
  });
});

describe('isSafePolicyLink', () => {
  it.each([
    { href: 'https://example.com/privacy', safe: true },
    { href: 'http://example.com', safe: true },
    { href: 'javascript:alert(1)', safe: false },
    { href: 'JAVASCRIPT:alert(1)', safe: false },
    { href: 'data:text/html,<script>alert(1)</script>', safe: false },
    { href: 'mailto:privacy@example.com', safe: false },
    { href: '/Portal/NewIndex', safe: false },
    { href: '', safe: false },
  ])('$href → $safe', ({ href, safe }) => {
    expect(isSafePolicyLink(href)).toBe(safe);
  });
});
