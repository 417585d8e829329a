import { API_PREFIXES, isApiPath } from '@mp/contracts/api-prefixes';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRoutePrefixCheck } from './route-prefixes.ts';

const bare = () => {
  const app = Fastify();
  registerRoutePrefixCheck(app);
  return app;
};

describe('route prefixes', () => {
  it.each(['/Secret/Thing', '/Accounts/LogOn', '/accountx'])('refuses to register %s', (url) => {
    expect(() => bare().get(url, async () => ({}))).toThrow(/outside API_PREFIXES/);
  });

  it.each(['/Account/LogOn', '/Item/GetItems', '/healthz', '/docs/json', '/', '/*'])('accepts %s', (url) => {
    expect(() => bare().get(url, async () => ({}))).not.toThrow();
  });

  it('tells API paths from web-app paths, query or not', () => {
    expect(isApiPath('/Portal/GetPortalData?x=1')).toBe(true);
    expect(isApiPath('/assets/index-abc.js')).toBe(false);
    expect(isApiPath('/sso/callback')).toBe(false);
    expect(API_PREFIXES.every((p) => p.startsWith('/') && !p.endsWith('/'))).toBe(true);
  });
});
