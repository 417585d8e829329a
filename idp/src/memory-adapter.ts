import type { Adapter, AdapterPayload } from 'oidc-provider';

type TEntry = { payload: AdapterPayload; expiresAt: number };

const SWEEP_EVERY_WRITES = 200;

/**
 * The models a revoked grant takes with it. An Interaction also carries a grantId (the grant it may extend), but
 * must survive that grant's revocation: signing in as another account ends the old session, revoking its grants,
 * and then resumes the very same interaction.
 */
const GRANT_BOUND = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/**
 * Storage for one provider instance, in memory. oidc-provider's built-in memory adapter is shared by every provider
 * in the process and announces itself with a warning at start; this one keeps each identity provider (the e2e runner
 * starts its own) isolated and the console quiet. Nothing survives a restart, which suits a development provider.
 */
export function createMemoryAdapter(): (model: string) => Adapter {
  const entries = new Map<string, TEntry>();
  const sessionKeyByUid = new Map<string, string>();
  const keysByGrant = new Map<string, Set<string>>();
  let writes = 0;

  const read = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > Date.now()) return entry.payload;
    entries.delete(key);
    return undefined;
  };

  // Expired entries are otherwise only dropped when read; a provider left running for days would keep them all.
  const sweep = () => {
    for (const key of entries.keys()) read(key);
    for (const [uid, key] of sessionKeyByUid) if (!entries.has(key)) sessionKeyByUid.delete(uid);
    for (const [grantId, keys] of keysByGrant) {
      for (const key of keys) if (!entries.has(key)) keys.delete(key);
      if (keys.size === 0) keysByGrant.delete(grantId);
    }
  };

  return (model) => {
    const keyOf = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const key = keyOf(id);
        entries.set(key, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
        if (model === 'Session' && payload.uid) sessionKeyByUid.set(payload.uid, key);
        if (payload.grantId && GRANT_BOUND.has(model)) {
          const keys = keysByGrant.get(payload.grantId) ?? new Set<string>();
          keysByGrant.set(payload.grantId, keys.add(key));
        }
        writes += 1;
        if (writes % SWEEP_EVERY_WRITES === 0) sweep();
      },
      async find(id) {
        return read(keyOf(id));
      },
      async findByUid(uid) {
        const key = sessionKeyByUid.get(uid);
        return key ? read(key) : undefined;
      },
      // The device flow, the only user of user codes, is not enabled.
      async findByUserCode() {
        return undefined;
      },
      async consume(id) {
        const payload = read(keyOf(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const key of keysByGrant.get(grantId) ?? []) entries.delete(key);
        keysByGrant.delete(grantId);
      },
    };
  };
}
