import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSsoOrganizationId, readEnv, withDevIdpOrganization } from './config.ts';
import { MERCHANT } from './demo/ids.ts';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    // Every hop would let a client choose its own address; `true` is the nearest proxy only.
    ['true', 1],
    ['2', 2],
    ['10.0.0.1, 10.0.0.2', '10.0.0.1, 10.0.0.2'],
    ['10.0.0.0/8', '10.0.0.0/8'],
  ])('%j is read as %j', (value, expected) => {
    expect(readEnv({ TRUST_PROXY: value }).trustProxy).toBe(expected);
  });
});

describe('LEGACY_ORIGIN', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['https://legacy.example.com', 'https://legacy.example.com'],
    ['https://legacy.example.com/', 'https://legacy.example.com'],
    ['http://127.0.0.1:18181', 'http://127.0.0.1:18181'],
    // Stored as the browser spells event.origin: lower-case host, default port dropped.
    ['https://Legacy.Example.com:443', 'https://legacy.example.com'],
  ])('%j is read as %j', (value, expected) => {
    expect(readEnv({ LEGACY_ORIGIN: value }).legacyOrigin).toBe(expected);
  });

  it.each([
    'legacy.example.com',
    'ftp://legacy.example.com',
    'javascript:alert(1)',
    'https://legacy.example.com/Portal',
    'https://legacy.example.com/?a=1',
    'https://legacy.example.com/#top',
    'https://user:secret@legacy.example.com',
    'not a url',
  ])('%j is refused at start', (value) => {
    expect(() => readEnv({ LEGACY_ORIGIN: value })).toThrow(/LEGACY_ORIGIN/);
  });
});

describe('single sign-on', () => {
  const ORG = {
    organizationId: 'acme',
    issuer: 'https://login.acme.example',
    clientId: 'portal',
    audience: 'urn:acme:api',
    merchantId: MERCHANT.demoBistro,
  };
  const single = {
    SSO_ISSUER: 'https://login.acme.example',
    SSO_CLIENT_ID: 'portal',
    SSO_AUDIENCE: 'urn:acme:api',
    SSO_MERCHANT_ID: String(MERCHANT.demoBistro),
  };
  const expected = (overrides: Record<string, unknown> = {}) => ({
    ...ORG,
    homeUrl: null,
    scope: 'openid email offline_access',
    resource: null,
    ...overrides,
  });

  it('is off without configuration, with the renewal and clock defaults', () => {
    expect(readEnv({}).sso).toEqual({
      organizations: [],
      defaultOrganizationId: null,
      renewBeforeSeconds: 60,
      clockToleranceSeconds: 5,
      devIdp: null,
    });
    expect(defaultSsoOrganizationId(readEnv({}).sso)).toBeNull();
  });

  it.each<[string, Record<string, string>, ReturnType<typeof expected>[]]>([
    ['one organization from SSO_ISSUER', single, [expected({ organizationId: 'default' })]],
    [
      'with its optional settings',
      {
        ...single,
        SSO_ORGANIZATION_ID: 'acme',
        SSO_HOME_URL: 'https://home.acme.example',
        SSO_SCOPE: 'openid email',
        SSO_RESOURCE: 'https://api.acme.example',
      },
      [
        expected({
          homeUrl: 'https://home.acme.example',
          scope: 'openid email',
          resource: 'https://api.acme.example',
        }),
      ],
    ],
    [
      'several from SSO_ORGANIZATIONS',
      { SSO_ORGANIZATIONS: JSON.stringify([ORG, { ...ORG, organizationId: 'beta', merchantId: MERCHANT.cornerCafe }]) },
      [expected(), expected({ organizationId: 'beta', merchantId: MERCHANT.cornerCafe })],
    ],
  ])('reads %s', (_name, source, organizations) => {
    expect(readEnv(source).sso.organizations).toEqual(organizations);
  });

  it('reads SSO_ORGANIZATIONS from a file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-sso-config-'));
    fs.writeFileSync(path.join(dir, 'sso.json'), JSON.stringify([ORG]));
    try {
      expect(readEnv({ INIT_CWD: dir, SSO_ORGANIZATIONS: 'sso.json' }).sso.organizations).toEqual([expected()]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the default organization is the only one, or SSO_DEFAULT_ORGANIZATION', () => {
    expect(defaultSsoOrganizationId(readEnv(single).sso)).toBe('default');
    const two = JSON.stringify([ORG, { ...ORG, organizationId: 'beta' }]);
    expect(defaultSsoOrganizationId(readEnv({ SSO_ORGANIZATIONS: two }).sso)).toBeNull();
    expect(defaultSsoOrganizationId(readEnv({ SSO_ORGANIZATIONS: two, SSO_DEFAULT_ORGANIZATION: 'beta' }).sso)).toBe(
      'beta',
    );
  });

  it('SSO_DEV_IDP adds the demo organization at start unless organizations are configured', () => {
    const env = readEnv({ SSO_DEV_IDP: '1', SSO_DEFAULT_ORGANIZATION: 'demo-bistro' });
    expect(env.sso.devIdp).toEqual({ port: 8081, issuer: undefined, accessTokenTtlSeconds: undefined });
    expect(withDevIdpOrganization(env, 'http://localhost:8081').sso.organizations).toEqual([
      {
        organizationId: 'demo-bistro',
        issuer: 'http://localhost:8081',
        clientId: 'merchant-portal',
        audience: 'urn:merchant-portal:api',
        merchantId: MERCHANT.demoBistro,
        homeUrl: null,
        scope: 'openid email offline_access',
        resource: null,
      },
    ]);
    const configured = readEnv({ ...single, SSO_DEV_IDP: 'true', SSO_DEV_IDP_PORT: '9001' });
    expect(configured.sso.devIdp?.port).toBe(9001);
    expect(withDevIdpOrganization(configured, 'http://localhost:9001').sso.organizations).toEqual(
      configured.sso.organizations,
    );
  });

  it('reads the renewal lead and the clock tolerance', () => {
    const { sso } = readEnv({ SSO_RENEW_BEFORE_SECONDS: '30', SSO_CLOCK_TOLERANCE_SECONDS: '0' });
    expect([sso.renewBeforeSeconds, sso.clockToleranceSeconds]).toEqual([30, 0]);
  });

  it.each<[string, Record<string, string>, RegExp]>([
    ['missing settings', { SSO_ISSUER: 'https://x.example' }, /SSO_CLIENT_ID is required.*SSO_MERCHANT_ID is required/],
    ['a non-http issuer', { ...single, SSO_ISSUER: 'ftp://x.example' }, /SSO_ISSUER must be an http\(s\) URL/],
    [
      'a merchant id that is no number',
      { ...single, SSO_MERCHANT_ID: 'bistro' },
      /SSO_MERCHANT_ID must be a merchant id/,
    ],
    ['a malformed organization id', { ...single, SSO_ORGANIZATION_ID: 'a b' }, /SSO_ORGANIZATION_ID must be 1 to 64/],
    ['both ways at once', { ...single, SSO_ORGANIZATIONS: '[]' }, /either SSO_ISSUER .* or SSO_ORGANIZATIONS/],
    ['JSON that is no array', { SSO_ORGANIZATIONS: '{}' }, /SSO_ORGANIZATIONS must be a JSON array/],
    ['broken JSON', { SSO_ORGANIZATIONS: '[{' }, /SSO_ORGANIZATIONS does not hold valid JSON/],
    ['a missing file', { SSO_ORGANIZATIONS: '/no/such/sso.json' }, /cannot read "\/no\/such\/sso.json"/],
    [
      'a field of an entry',
      { SSO_ORGANIZATIONS: JSON.stringify([ORG, { ...ORG, organizationId: 'b', audience: '' }]) },
      /SSO_ORGANIZATIONS\[1\]\.audience/,
    ],
    [
      'an unknown setting',
      { SSO_ORGANIZATIONS: JSON.stringify([{ ...ORG, clientSecret: 'x' }]) },
      /SSO_ORGANIZATIONS\[0\]\.clientSecret is not a setting/,
    ],
    [
      'an organization named twice',
      { SSO_ORGANIZATIONS: JSON.stringify([ORG, ORG]) },
      /names the organization "acme" twice/,
    ],
    ['an unknown default', { ...single, SSO_DEFAULT_ORGANIZATION: 'other' }, /SSO_DEFAULT_ORGANIZATION "other"/],
    ['a zero renewal lead', { SSO_RENEW_BEFORE_SECONDS: '0' }, /SSO_RENEW_BEFORE_SECONDS must be a positive/],
    ['the dev provider in production', { SSO_DEV_IDP: '1', NODE_ENV: 'production' }, /SSO_DEV_IDP is for development/],
  ])('refuses %s at start', (_name, source, message) => {
    expect(() => readEnv(source)).toThrow(message);
  });
});
