import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import type { TPortalData } from '@mp/contracts/portal';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portalData } from '../../test/fixtures';
import { mockFetch, renderWithApp } from '../../test/render';
import { PortalDocumentTitle } from './portal-document-title';

const titleAt = async (path: string, portal: TPortalData) => {
  mockFetch({});
  const access = accessContextFromPortal(portal, {});
  renderWithApp(<PortalDocumentTitle portal={portal} access={access} />, path);
  await waitFor(() => expect(document.title).not.toBe(''));
  return document.title;
};

describe('PortalDocumentTitle', () => {
  it.each([
    ['/Portal/NewIndex/menu/discounts', portalData(), 'Discounts · Corner Cafe · Merchant Portal'],
    // A detail page is named after the screen it belongs to.
    ['/Portal/NewIndex/menu/discounts/10021', portalData(), 'Discounts · Corner Cafe · Merchant Portal'],
    ['/Portal/NewIndex', portalData(), 'Home · Corner Cafe · Merchant Portal'],
    // The company view names the merchant; an admin who has chosen none has no place at all.
    [
      '/Portal/NewIndex/menu/discounts',
      portalData({ storeId: 0, storeName: '', merchantName: 'Demo Bistro Group' }),
      'Discounts · Demo Bistro Group · Merchant Portal',
    ],
    ['/Portal/NewIndex', portalData({ storeId: 0, storeName: '', merchantName: '' }), 'Home · Merchant Portal'],
  ])('%s', async (path, portal, expected) => {
    document.title = '';
    expect(await titleAt(path, portal)).toBe(expected);
  });
});
