import { MEMBER_TYPE } from '@mp/contracts/loyalty-pricing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { renderWithApp } from '../../../test/render';
import { MembersToolbar } from './members-toolbar';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('MembersToolbar search', () => {
  it('reports only a changed search, never the empty one it starts with', async () => {
    const onSearchChange = vi.fn();
    renderWithApp(
      <MembersToolbar
        typeFilter={MEMBER_TYPE.item}
        onTypeFilterChange={() => undefined}
        search=""
        onSearchChange={onSearchChange}
      />,
    );
    // Longer than the debounce: a report now would send the grid back to its first page after the user paged.
    await pause(600);
    expect(onSearchChange).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('searchbox', { name: i18n.t('loyaltyPricing.filter.search') }), ' latte ');
    await vi.waitFor(() => expect(onSearchChange).toHaveBeenCalledWith('latte'), { timeout: 3000 });
    expect(onSearchChange).toHaveBeenCalledTimes(1);
  });
});
