import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { renderWithApp } from '../test/render';
import { StickyActionBar } from './sticky-action-bar';

function renderBar(dirty: boolean, status?: string) {
  const save = vi.fn();
  renderWithApp(
    <>
      <input aria-label="before" />
      <StickyActionBar dirty={dirty} status={status}>
        <button type="button">Cancel</button>
        <button type="button" onClick={save}>
          Save
        </button>
      </StickyActionBar>
    </>,
  );
  return save;
}

describe('StickyActionBar', () => {
  it('says nothing while there is nothing to save', () => {
    renderBar(false);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says "Unsaved changes", or what the screen counts, while there is something to save', () => {
    renderBar(true);
    expect(screen.getByRole('status')).toHaveTextContent(i18n.t('common.unsaved.status'));
  });

  it("shows the screen's own count instead when it has one", () => {
    renderBar(true, '3 unsaved changes');
    expect(screen.getByRole('status')).toHaveTextContent('3 unsaved changes');
  });

  it('stays under the header while the page scrolls, and its actions are reached with Tab', async () => {
    const save = renderBar(true);
    expect(getComputedStyle(screen.getByTestId('sticky-action-bar')).position).toBe('sticky');
    screen.getByRole('textbox', { name: 'before' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(save).toHaveBeenCalledOnce();
  });
});
