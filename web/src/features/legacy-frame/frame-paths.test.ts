import { describe, expect, it } from 'vitest';
import { legacyFrameSrc, pathToPushBack, portalPath, portalRelativePath } from './frame-paths';

describe('portalRelativePath', () => {
  it.each([
    ['/Portal/NewIndex/account/overview', 'account/overview'],
    ['/portal/newindex/account/mydevices/', 'account/mydevices'],
    ['/Portal/NewIndex', ''],
    ['/Portal/NewIndexer/account', 'Portal/NewIndexer/account'],
  ])('%s → %s', (pathname, expected) => {
    expect(portalRelativePath(pathname)).toBe(expected);
  });
});

describe('legacyFrameSrc', () => {
  it.each([
    ['account/overview', '', 'https://legacy.example.com/account/overview'],
    ['customers/email', '?variant=welcome', 'https://legacy.example.com/customers/email?variant=welcome'],
    ['settings/admin/POSConfigurations', '', 'https://legacy.example.com/settings/admin/POSConfigurations'],
  ])('%s%s', (path, search, expected) => {
    expect(legacyFrameSrc('https://legacy.example.com', path, search)).toBe(expected);
  });
});

it('portalPath puts a redirect path under the portal base', () => {
  expect(portalPath('account/overview')).toBe('/Portal/NewIndex/account/overview');
});

describe('pathToPushBack', () => {
  const stored = '/Portal/NewIndex/account/overview';
  it.each([
    ['unchanged', stored, false, null],
    ['unchanged but for a trailing slash', `${stored}/`, false, null],
    ['moved elsewhere', '/Portal/NewIndex/account/mystores', false, stored],
    ['query changed', `${stored}?tab=2`, false, stored],
    ['moved, but the navigation came from sign-in', '/Portal/NewIndex/mystore', true, null],
  ])('%s', (_what, current, fromLogin, expected) => {
    expect(pathToPushBack(stored, current, fromLogin)).toBe(expected);
  });
});
