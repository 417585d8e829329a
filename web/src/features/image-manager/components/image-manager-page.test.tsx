import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import { IMAGE_MANAGER_PATH, type TImageManager } from '@mp/contracts/image-manager';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { i18n } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { portalData } from '../../../test/fixtures';
import { csrfRoute, mockFetch } from '../../../test/render';
import { ImageManagerPage } from './image-manager-page';

const k = (key: string, values?: Record<string, string>) => i18n.t(`imageManager.${key}`, values);
const LOGO = `${IMAGE_MANAGER_PATH.image}/${'a'.repeat(64)}`;
const DISPLAY = `${IMAGE_MANAGER_PATH.image}/${'b'.repeat(64)}`;
const OVERRIDE = `${IMAGE_MANAGER_PATH.image}/${'c'.repeat(64)}`;
const FLAGS = {
  [ACCESS_FLAG.imageManager]: true,
  [ACCESS_FLAG.merchantLogo]: true,
  [ACCESS_FLAG.customerDisplayImage]: true,
};

const entityAt = (storeId: number, override: string | null): TImageManager => ({
  merchantId: 1001,
  storeId,
  companyImages: { merchantLogoUrl: LOGO, customerDisplayImageUrl: DISPLAY },
  companyImageAssignments: { customerDisplayImageStores: [2001] },
  storeImages: override === null ? null : { customerDisplayImageOverrideUrl: override },
  stores: [
    { storeId: 2001, storeName: 'Downtown' },
    { storeId: 2002, storeName: 'Riverside' },
  ],
  ConcurrencyChecksum: '1.1.0',
});

type TAnswer = { status?: number; body: unknown };
const failure = (status: number): TAnswer => ({
  status,
  body: { success: false, statusCode: status, messageKey: 'common.errors.server', message: 'Down' },
});

/** The page at a view of a two-store company with every image flag on; what it sent. */
function renderPage(storeId: number, entity: TImageManager, answers: { upload?: () => TAnswer } = {}) {
  const sent: { path: string; body: unknown }[] = [];
  const route = (path: string, answer: (body: unknown) => TAnswer) => (body: unknown) => {
    sent.push({ path, body });
    return answer(body);
  };
  mockFetch({
    ...csrfRoute,
    [`POST ${IMAGE_MANAGER_PATH.get}`]: route(IMAGE_MANAGER_PATH.get, () => ({ body: { isSuccessful: true, entity } })),
    [`POST ${IMAGE_MANAGER_PATH.update}`]: route(IMAGE_MANAGER_PATH.update, () => ({
      body: {
        isSuccessful: true,
        entity: { ...entity, companyImages: { ...entity.companyImages, merchantLogoUrl: '' } },
      },
    })),
    [`POST ${IMAGE_MANAGER_PATH.upload}`]: route(IMAGE_MANAGER_PATH.upload, answers.upload ?? (() => failure(503))),
  });
  const portal = portalData({ merhantId: 1001, storeId, activeStoreCount: 2 });
  const context = { portal, access: accessContextFromPortal(portal, FLAGS), openSelection: () => {} };
  const router = createMemoryRouter(
    [{ path: '/', element: <Outlet context={context} />, children: [{ path: 'i', element: <ImageManagerPage /> }] }],
    { initialEntries: ['/i'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { sent, uploads: () => sent.filter((s) => s.path === IMAGE_MANAGER_PATH.upload).length };
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'screen.png', { type: 'image/png' });

afterEach(() => {
  vi.useRealTimers();
});

describe('ImageManagerPage', () => {
  it("shows a store's override at half opacity, the company's images read-only", async () => {
    renderPage(2001, entityAt(2001, OVERRIDE));
    const override = await screen.findByRole('img', {
      name: k('preview', { name: k('customerDisplayImageOverride.title') }),
    });
    expect(override).toHaveAttribute('src', OVERRIDE);
    expect(override).toHaveStyle({ opacity: '0.5' });
    expect(screen.getByRole('img', { name: k('preview', { name: k('merchantLogo.title') }) })).toHaveStyle({
      opacity: '1',
    });
    expect(screen.getAllByText(k('companyViewNote'))).toHaveLength(2);
    expect(screen.getByText(k('logoNote'))).toBeInTheDocument();
    // The store's own image exists: upload waits for a delete.
    expect(screen.getByLabelText(k('chooseFile', { name: k('customerDisplayImageOverride.title') }))).toBeDisabled();
    expect(screen.queryByText(k('assignment.title'))).toBeNull();
  });

  it('tries a failed upload 3 more times, 1 s apart, then shows upload-failed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { uploads, sent } = renderPage(2001, entityAt(2001, ''));
    const input = await screen.findByLabelText(k('chooseFile', { name: k('customerDisplayImageOverride.title') }));
    await user.upload(input, png());
    await vi.waitFor(() => expect(uploads()).toBe(1));
    for (const attempts of [2, 3, 4]) {
      expect(screen.queryByText(k('errors.uploadFailed'))).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await vi.waitFor(() => expect(uploads()).toBe(attempts));
    }
    expect(await screen.findByText(k('errors.uploadFailed'))).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(uploads()).toBe(4);
    expect(sent.some((s) => s.path === IMAGE_MANAGER_PATH.update)).toBe(false);
  });

  it('shows a refusal of the file at once, without trying again', async () => {
    const { uploads } = renderPage(2001, entityAt(2001, ''), {
      upload: () => ({
        status: 400,
        body: { success: false, statusCode: 400, messageKey: 'imageManager.errors.displayTooSmall', message: 'x' },
      }),
    });
    const input = await screen.findByLabelText(k('chooseFile', { name: k('customerDisplayImageOverride.title') }));
    await userEvent.upload(input, png());
    expect(await screen.findByText(k('errors.displayTooSmall'))).toBeInTheDocument();
    expect(uploads()).toBe(1);
  });

  it('deletes the logo only after the confirmation; the company view assigns stores', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderPage(0, entityAt(0, null));
    const logo = await screen.findByRole('region', { name: k('merchantLogo.title') });
    expect(within(logo).getByLabelText(k('chooseFile', { name: k('merchantLogo.title') }))).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Downtown' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Riverside' })).not.toBeChecked();

    await user.click(within(logo).getByRole('button', { name: k('delete') }));
    const confirm = screen.getByRole('dialog', { name: k('deleteTitle', { name: k('merchantLogo.title') }) });
    await user.click(within(confirm).getByRole('button', { name: i18n.t('common.cancel') }));
    expect(sent.some((s) => s.path === IMAGE_MANAGER_PATH.update)).toBe(false);

    // The page is hidden from assistive technology until the dialog has gone.
    await user.click(await within(logo).findByRole('button', { name: k('delete') }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: k('delete') }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.path === IMAGE_MANAGER_PATH.update)?.body).toEqual({
        companyImages: { merchantLogoUrl: '' },
        ConcurrencyChecksum: '1.1.0',
      }),
    );
    expect(await within(logo).findByText(k('noImage'))).toBeInTheDocument();
    expect(within(logo).getByLabelText(k('chooseFile', { name: k('merchantLogo.title') }))).toBeEnabled();
  });
});
