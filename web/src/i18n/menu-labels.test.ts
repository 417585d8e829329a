import { descriptionKeyOf } from '@mp/contracts/access/built-pages';
import { PORTAL_MENU, type TMenuEntry } from '@mp/contracts/access/menu';
import { userMenuItems } from '@mp/contracts/access/user-menu';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';

type TCatalogue = { [key: string]: string | TCatalogue };

/** The text at a dotted key of the nested catalogue, or undefined when there is none (or only a branch). */
const textAt = (key: string): string | undefined => {
  let node: string | TCatalogue | undefined = i18n.getResourceBundle('en-US', 'translation') as TCatalogue;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' && node.trim() !== '' ? node : undefined;
};

/** Every label key of the whole menu tree: entries, alternative labels and route-only pages included. */
const menuKeys = (entries: readonly TMenuEntry[]): string[] =>
  entries.flatMap((entry) => [
    entry.labelKey,
    ...(entry.labelWhen ?? []).map((variant) => variant.labelKey),
    ...menuKeys(entry.children ?? []),
  ]);

// A user who sees every user-menu entry: provider reseller, internal role, password sign-in.
const allUserMenuKeys = userMenuItems({
  roleName: 'Silver Admin',
  resellerId: 1,
  isAccountManager: false,
  isSsoUser: false,
  flags: {},
}).map((item) => item.labelKey);

describe('en-US catalogue covers the menus', () => {
  it('lists all seven user-menu entries in the walk', () => {
    expect(allUserMenuKeys).toHaveLength(7);
  });

  it('has a one-line description of every entry of PORTAL_MENU (section indexes, legacy pages)', () => {
    const entries = (list: readonly TMenuEntry[]): TMenuEntry[] =>
      list.flatMap((entry) => [entry, ...entries(entry.children ?? [])]);
    const missing = entries(PORTAL_MENU)
      .map(descriptionKeyOf)
      .filter((key) => textAt(key) === undefined);
    expect(missing).toEqual([]);
  });

  it('has a text for every label of PORTAL_MENU and the user menu', () => {
    const keys = [...new Set([...menuKeys(PORTAL_MENU), ...allUserMenuKeys])];
    expect(keys.length).toBeGreaterThan(150);
    expect(keys.filter((key) => textAt(key) === undefined)).toEqual([]);
  });
});
