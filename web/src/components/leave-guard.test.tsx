import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './app-providers';
import { LeaveDialog } from './leave-dialog';
import { useLeaveGuard } from './use-leave-guard';

const t = (key: string) => i18n.t(key);

/** An editor with one field, a link away, a same-page link and a Cancel that discards through the guard. */
function Editor() {
  const [value, setValue] = useState('');
  const [discarded, setDiscarded] = useState(0);
  const { confirmDiscard, dialog } = useLeaveGuard(value !== '');
  return (
    <>
      <input aria-label="name" value={value} onChange={(event) => setValue(event.target.value)} />
      <Link to="/elsewhere">away</Link>
      <Link to="/edit?tab=2">same page</Link>
      <button
        type="button"
        onClick={() =>
          confirmDiscard(() => {
            setValue('');
            setDiscarded((n) => n + 1);
          })
        }
      >
        cancel
      </button>
      <output data-testid="discarded">{discarded}</output>
      <LeaveDialog {...dialog} />
    </>
  );
}

function renderEditor() {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <Editor /> },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/edit'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const leaveDialog = () => screen.findByRole('dialog', { name: t('common.leave.title') });

describe('useLeaveGuard with the LeaveDialog', () => {
  it('lets a clean editor leave without asking', async () => {
    const router = renderEditor();
    await userEvent.click(screen.getByRole('link', { name: 'away' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('holds a navigation away from unsaved changes: Keep editing stays with the edit, Discard goes on', async () => {
    const router = renderEditor();
    await userEvent.type(screen.getByRole('textbox', { name: 'name' }), 'x');
    await userEvent.click(screen.getByRole('link', { name: 'away' }));
    const dialog = await leaveDialog();
    expect(dialog).toHaveTextContent(t('common.leave.text'));
    // Keep editing is the safe default, so Enter on the open dialog does not lose anything.
    expect(within(dialog).getByRole('button', { name: t('common.leave.stay') })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.leave.stay') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'name' })).toHaveValue('x');
    expect(router.state.location.pathname).toBe('/edit');

    await userEvent.click(screen.getByRole('link', { name: 'away' }));
    await userEvent.click(within(await leaveDialog()).getByRole('button', { name: t('common.leave.discard') }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('does not ask for a change within the page (search, tab)', async () => {
    const router = renderEditor();
    await userEvent.type(screen.getByRole('textbox', { name: 'name' }), 'x');
    await userEvent.click(screen.getByRole('link', { name: 'same page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=2'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("asks the same question before the screen's own discard, and runs it only once confirmed", async () => {
    renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'cancel' }));
    // Nothing unsaved: discarded at once.
    expect(screen.getByTestId('discarded')).toHaveTextContent('1');
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'name' }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'cancel' }));
    await userEvent.click(within(await leaveDialog()).getByRole('button', { name: t('common.leave.stay') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('discarded')).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: 'cancel' }));
    await userEvent.click(within(await leaveDialog()).getByRole('button', { name: t('common.leave.discard') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('discarded')).toHaveTextContent('2');
    expect(screen.getByRole('textbox', { name: 'name' })).toHaveValue('');
  });

  it('asks the browser before the tab closes while changes are unsaved, and only then', async () => {
    renderEditor();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: 'name' }), 'x');
    expect(unload()).toBe(true);
    await userEvent.clear(screen.getByRole('textbox', { name: 'name' }));
    expect(unload()).toBe(false);
  });
});
