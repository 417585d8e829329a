import type { TSsoSettings } from '@mp/contracts/sso';
import type { User, UserManagerSettings } from 'oidc-client-ts';
import { vi } from 'vitest';

/**
 * Tests replace oidc-client-ts (the network boundary to the identity provider) with this fake:
 * `vi.mock('oidc-client-ts', async () => (await import('<path>/testing/fake-oidc')).fakeOidcModule)`.
 */
export const fakeOidc = {
  created: [] as UserManagerSettings[],
  getUser: vi.fn<() => Promise<User | null>>(),
  signinRedirect: vi.fn<(args?: { state?: unknown }) => Promise<void>>(),
  signinRedirectCallback: vi.fn<(url?: string) => Promise<User>>(),
  signinSilent: vi.fn<() => Promise<User | null>>(),
  revokeTokens: vi.fn<(types?: string[]) => Promise<void>>(),
  removeUser: vi.fn<() => Promise<void>>(),
  stopSilentRenew: vi.fn<() => void>(),
};

export function resetFakeOidc() {
  fakeOidc.created.length = 0;
  fakeOidc.getUser.mockReset().mockResolvedValue(null);
  fakeOidc.signinRedirect.mockReset().mockResolvedValue(undefined);
  fakeOidc.signinRedirectCallback.mockReset().mockRejectedValue(new Error('No matching state found in storage'));
  fakeOidc.signinSilent.mockReset().mockRejectedValue(new Error('invalid_grant'));
  fakeOidc.revokeTokens.mockReset().mockResolvedValue(undefined);
  fakeOidc.removeUser.mockReset().mockResolvedValue(undefined);
  fakeOidc.stopSilentRenew.mockReset();
}

class FakeUserManager {
  constructor(settings: UserManagerSettings) {
    fakeOidc.created.push(settings);
  }
  getUser = () => fakeOidc.getUser();
  signinRedirect = (args?: { state?: unknown }) => fakeOidc.signinRedirect(args);
  signinRedirectCallback = (url?: string) => fakeOidc.signinRedirectCallback(url);
  signinSilent = () => fakeOidc.signinSilent();
  revokeTokens = (types?: string[]) => fakeOidc.revokeTokens(types);
  removeUser = () => fakeOidc.removeUser();
  stopSilentRenew = () => fakeOidc.stopSilentRenew();
}

class FakeWebStorageStateStore {
  readonly store: Storage | undefined;
  constructor(options: { store?: Storage } = {}) {
    this.store = options.store;
  }
}

export const fakeOidcModule = { UserManager: FakeUserManager, WebStorageStateStore: FakeWebStorageStateStore };

const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An oidc-client-ts user as the dev identity provider issues it: the e-mail is in the (JWT) access token. */
export const fakeUser = (overrides: Partial<User> = {}): User =>
  ({
    access_token: `${base64Url({ alg: 'RS256' })}.${base64Url({ sub: 'idp-0001', email: 'ssostore@demo.test' })}.sig`,
    id_token: 'id-token',
    refresh_token: 'refresh-token',
    token_type: 'Bearer',
    expired: false,
    profile: { sub: 'idp-0001' },
    state: undefined,
    ...overrides,
  }) as User;

export const ssoSettings = (overrides: Partial<TSsoSettings> = {}): TSsoSettings => ({
  enabled: true,
  organizationId: 'org-1',
  authority: 'https://idp.example',
  clientId: 'merchant-portal',
  scope: 'openid email offline_access',
  resource: null,
  homeUrl: null,
  renewBeforeSeconds: 60,
  ...overrides,
});

/** Page loads elsewhere (provider, home page, forced log-out) are recorded instead of attempted by jsdom. */
export function stubLocation(pathname = '/') {
  const assign = vi.fn<(url: string) => void>();
  vi.stubGlobal('location', { origin: 'http://localhost:3000', pathname, search: '', href: '', assign });
  return assign;
}
