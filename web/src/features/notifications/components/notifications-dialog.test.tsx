import type { TAccessFlags } from '@mp/contracts/access/flags';
import type { TNotification } from '@mp/contracts/notifications';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { createQueryClient } from '../../../lib/query-client';
import { i18n } from '../../../i18n/i18n';
import { mockFetch } from '../../../test/render';
import { NotificationsDialog } from './notifications-dialog';

const t = (key: string) => i18n.t(key);
const ON: TAccessFlags = { notifications: true };
const PATH = '/Notification/GetNotifications';

const NOTIFICATIONS: TNotification[] = [
  {
    NotificationId: 2,
    NotificationTitle: 'Scheduled maintenance',
    NotificationDescription: 'Down for an hour on Sunday.',
    Messages: [
      {
        MessageText: 'Read the {notes}, not the {draft}.',
        Links: [{ LinkKey: 'notes', LinkURL: 'https://status.example.com/notes', LinkText: 'maintenance notes' }],
      },
      { MessageText: 'Thank you.', Links: [] },
    ],
  },
  { NotificationId: 1, NotificationTitle: 'Older news', NotificationDescription: 'Tips report.', Messages: [] },
];

const notificationCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith(PATH)).length;

type TProps = { flags?: TAccessFlags; deferred?: boolean };

function renderDialog(answer: { status?: number; body: unknown } = { body: NOTIFICATIONS }, props: TProps = {}) {
  const fetchMock = mockFetch({ [`GET ${PATH}`]: () => answer });
  const queryClient = createQueryClient();
  const ui = ({ flags = ON, deferred = false }: TProps) => (
    <AppProviders queryClient={queryClient}>
      <NotificationsDialog merchantId={1009} flags={flags} deferred={deferred} />
    </AppProviders>
  );
  const view = render(ui(props));
  return { fetchMock, rerender: (next: TProps) => view.rerender(ui(next)) };
}

const dialog = () => screen.findByRole('dialog', { name: t('notifications.dialog.title') });

describe('NotificationsDialog', () => {
  it('shows every notification with its title, description and messages, links opening in a new tab', async () => {
    renderDialog();
    const modal = await dialog();
    const sections = within(modal).getAllByRole('region');
    expect(sections.map((s) => within(s).getByRole('heading').textContent)).toEqual([
      'Scheduled maintenance',
      'Older news',
    ]);
    expect(within(sections[0]!).getByText('Down for an hour on Sunday.')).toBeInTheDocument();
    expect(within(sections[0]!).getByText('Thank you.')).toBeInTheDocument();
    expect(within(sections[1]!).getByText('Tips report.')).toBeInTheDocument();

    const link = within(modal).getByRole('link', { name: /maintenance notes/ });
    expect(link).toHaveAttribute('href', 'https://status.example.com/notes');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The unknown key stays as written, and it is the only link.
    expect(link.closest('p')).toHaveTextContent(/^Read the maintenance notes.*, not the \{draft\}\.$/);
    expect(within(modal).getAllByRole('link')).toHaveLength(1);
  });

  it('closes with its Close button and stays closed when the portal re-renders', async () => {
    const { fetchMock, rerender } = renderDialog();
    const modal = await dialog();
    fireEvent.click(within(modal).getByRole('button', { name: t('notifications.dialog.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    rerender({ flags: { ...ON } });
    rerender({ flags: {} });
    rerender({ flags: ON });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(notificationCalls(fetchMock)).toBe(1);
  });

  it('does not ask for notifications while the flag is off or loading, and asks once it is on', async () => {
    const { fetchMock, rerender } = renderDialog(undefined, { flags: {} });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notificationCalls(fetchMock)).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender({ flags: { notifications: false } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notificationCalls(fetchMock)).toBe(0);
    rerender({ flags: ON });
    await dialog();
    expect(notificationCalls(fetchMock)).toBe(1);
  });

  it('shows nothing for an empty list', async () => {
    const { fetchMock } = renderDialog({ body: [] });
    await waitFor(() => expect(notificationCalls(fetchMock)).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing, and no error modal, when the call fails', async () => {
    const { fetchMock } = renderDialog({
      status: 500,
      body: { success: false, statusCode: 500, messageKey: 'common.errors.server', message: 'Boom' },
    });
    await waitFor(() => expect(notificationCalls(fetchMock)).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits while another modal is open', async () => {
    const { rerender } = renderDialog(undefined, { deferred: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender({ deferred: false });
    expect(await dialog()).toBeInTheDocument();
  });
});
