import { FLAG_CATALOG } from '@mp/contracts/feature-flags';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';

describe('feature flag descriptions', () => {
  it.each(FLAG_CATALOG.map((name) => [name]))('%s has a description on the support page', (name) => {
    expect(i18n.exists(`featureFlags.catalog.${name}`)).toBe(true);
    expect(i18n.t(`featureFlags.catalog.${name}`).trim()).not.toBe('');
  });
});
