import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { renderWithApp } from '../test/render';
import { PendingOrFailed } from './pending-or-failed';

describe('PendingOrFailed', () => {
  it('shows a labelled spinner while the load runs, and no error', () => {
    renderWithApp(<PendingOrFailed failed={false} failedText="The list could not be loaded." onRetry={vi.fn()} />);
    expect(screen.getByRole('progressbar', { name: i18n.t('common.loading') })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what failed and retries on Retry', async () => {
    const onRetry = vi.fn();
    renderWithApp(<PendingOrFailed failed failedText="The list could not be loaded." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: i18n.t('common.retry') }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
