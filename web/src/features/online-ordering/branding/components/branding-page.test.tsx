import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import { EDIT_FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { BRANDING_ERROR, BRANDING_KEY, type TBrandingImages } from '@mp/contracts/online-ordering/branding';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../components/app-providers';
import { i18n } from '../../../../i18n/i18n';
import { createQueryClient } from '../../../../lib/query-client';
import { portalData } from '../../../../test/fixtures';
import { csrfRoute, mockFetch } from '../../../../test/render';
import { BrandingPage } from './branding-page';

const k = (key: string, values?: Record<string, string>) => i18n.t(`branding.${key}`, values);
const LOGO = k('logo.name');
const BANNER = k('banner.name');
const user = userEvent.setup({ applyAccept: false });

const IMAGES: TBrandingImages = {
  banner: null,
  logo: {
    id: '6d2f1f6e-4a8e-4b8e-9f57-0a4c3c1c2b11',
    imageName: 'logo',
    cdnUrl: `/ImageManager/Image/${'a'.repeat(64)}`,
    imageFormat: 'PNG',
    tags: [BRANDING_KEY.logo],
    fileName: 'corner-cafe-logo.png',
    originalDimension: { width: 800, height: 300 },
    status: 'ACTIVE',
    fileSize: 5120,
    uploadTime: '2026-11-01T10:00:00.000Z',
    auditTrail: { timestamp: '2026-11-01T10:00:00.000Z', username: 'store' },
  },
};

/** The page at a view of the merchant, answering getBrandingImages. */
function renderPage({ storeId = 2001, activeStoreCount = 1, viewOnly = false } = {}) {
  mockFetch({
    ...csrfRoute,
    'POST /graphql': () => ({ body: { data: { getBrandingImages: IMAGES } } }),
  });
  const portal = portalData({ merhantId: 1001, storeId, activeStoreCount });
  const access = accessContextFromPortal(portal, {});
  const context = {
    portal,
    access: viewOnly ? { ...access, featureIds: [...access.featureIds, EDIT_FEATURE_ID.onlineOrdering] } : access,
    openSelection: () => {},
  };
  const router = createMemoryRouter(
    [{ path: '/', element: <Outlet context={context} />, children: [{ path: 'b', element: <BrandingPage /> }] }],
    { initialEntries: ['/b'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('BrandingPage', () => {
  it('shows the saved logo with who uploaded it, no banner, and Save disabled until a file is cropped', async () => {
    renderPage();
    expect(await screen.findByRole('img', { name: k('currentAlt', { name: LOGO }) })).toHaveAttribute(
      'src',
      IMAGES.logo!.cdnUrl,
    );
    expect(screen.getByText(k('none', { name: BANNER }))).toBeInTheDocument();
    expect(screen.getByText(/corner-cafe-logo\.png, 800 × 300, uploaded .* by store/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: k('save') })).toBeDisabled();
    expect(screen.getByRole('button', { name: k('discard') })).toBeDisabled();
    expect(screen.queryByText(k('storeViewWarning'))).toBeNull();
  });

  it.each([
    { what: 'a GIF', file: new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }), key: BRANDING_ERROR.invalidType },
    {
      what: 'an SVG',
      file: new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
      key: BRANDING_ERROR.invalidType,
    },
    {
      what: 'a file over 10 MB',
      file: new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
      key: BRANDING_ERROR.fileTooLarge,
    },
  ])('refuses $what with its message and opens no crop', async ({ file, key }) => {
    renderPage();
    await user.upload(await screen.findByLabelText(k('chooseFile', { name: LOGO })), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t(key));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: k('save') })).toBeDisabled();
  });

  it("warns in a store's view of several stores that the images are the company's", async () => {
    renderPage({ activeStoreCount: 3 });
    expect(await screen.findByText(k('storeViewWarning'))).toBeInTheDocument();
  });

  it('is read-only without the edit permission', async () => {
    renderPage({ viewOnly: true });
    expect(await screen.findByText(i18n.t('onlineOrdering.readOnlyNotice'))).toBeInTheDocument();
    expect(screen.queryByLabelText(k('chooseFile', { name: LOGO }))).toBeNull();
    expect(screen.queryByRole('button', { name: k('save') })).toBeNull();
  });
});
