import { describe, expect, it } from 'vitest';
import { acceptLegacyMessage, type TReceivedMessage } from './accept-message';

const PORTAL = 'https://portal.example.com';
const LEGACY = 'https://legacy.example.com';
const trusted = { portalOrigin: PORTAL, legacyOrigin: LEGACY };

const loading = { type: 'isLoading', value: true };
const from = (origin: string, data: unknown = loading, fromFrame = true): TReceivedMessage => ({
  origin,
  data,
  fromFrame,
});

describe('acceptLegacyMessage: origin and source', () => {
  it.each([
    ['the portal origin, from the frame', from(PORTAL), true],
    ['the portal origin, from another portal window', from(PORTAL, loading, false), true],
    ['the legacy origin, from the frame', from(LEGACY), true],
    ['the legacy origin, from a window that is not the frame (nested or opened)', from(LEGACY, loading, false), false],
    ['the legacy host on another port', from('https://legacy.example.com:8443'), false],
    ['the legacy host over http', from('http://legacy.example.com'), false],
    ['the legacy origin with a trailing slash', from(`${LEGACY}/`), false],
    ['the legacy origin in upper case', from('https://LEGACY.example.com'), false],
    ['a subdomain of the legacy host', from('https://evil.legacy.example.com'), false],
    ['a look-alike suffix', from('https://legacy.example.com.evil.test'), false],
    ['a third origin', from('https://third.example.net'), false],
    ["an opaque 'null' origin (sandboxed frame, file:)", from('null'), false],
    ['an empty origin', from(''), false],
  ])('%s → accepted: %s', (_what, message, accepted) => {
    expect(acceptLegacyMessage(message, trusted)).toEqual(accepted ? loading : null);
  });

  it('with no legacy origin configured, only the portal origin is trusted', () => {
    const none = { portalOrigin: PORTAL, legacyOrigin: null };
    expect(acceptLegacyMessage(from(LEGACY), none)).toBeNull();
    expect(acceptLegacyMessage(from('null'), none)).toBeNull();
    expect(acceptLegacyMessage(from(PORTAL), none)).toEqual(loading);
  });
});

describe('acceptLegacyMessage: payload', () => {
  it.each([
    [
      { type: 'isLoading', value: false },
      { type: 'isLoading', value: false },
    ],
    [{ type: 'showModalMask' }, { type: 'showModalMask' }],
    [{ type: 'hideAllModalMasks' }, { type: 'hideAllModalMasks' }],
    [
      { type: 'message', text: 'Saved' },
      { type: 'message', text: 'Saved' },
    ],
    [
      { type: 'message', title: 'Done', text: 'Saved', extra: 1 },
      { type: 'message', title: 'Done', text: 'Saved' },
    ],
    [
      { type: 'redirect', path: 'account/overview' },
      { type: 'redirect', path: 'account/overview' },
    ],
    [
      { type: 'redirect', path: 'customers/email?variant=welcome' },
      { type: 'redirect', path: 'customers/email?variant=welcome' },
    ],
  ])('accepts %j', (data, expected) => {
    expect(acceptLegacyMessage(from(LEGACY, data), trusted)).toEqual(expected);
  });

  it.each([
    ['a string', 'isLoading'],
    ['a JSON string', JSON.stringify(loading)],
    ['null', null],
    ['a number', 42],
    ['an array', [loading]],
    ['an unknown type', { type: 'navigate', path: 'account/overview' }],
    ['isLoading without a boolean', { type: 'isLoading', value: 'true' }],
    ['a message without text', { type: 'message', title: 'Hi' }],
    ['a message with an empty text', { type: 'message', text: '' }],
    ['a redirect to an absolute URL', { type: 'redirect', path: 'https://evil.test/account' }],
    ['a protocol-relative redirect', { type: 'redirect', path: '//evil.test/account' }],
    ['a javascript: redirect', { type: 'redirect', path: 'javascript:alert(1)' }],
    ['a redirect climbing out', { type: 'redirect', path: '../../Account/LogOff' }],
    ['a redirect with a backslash', { type: 'redirect', path: 'account\\..\\x' }],
    ['a rooted redirect', { type: 'redirect', path: '/Account/LogOff' }],
    ['a redirect without a path', { type: 'redirect' }],
  ])('ignores %s', (_what, data) => {
    expect(acceptLegacyMessage(from(LEGACY, data), trusted)).toBeNull();
  });
});
