import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import { MODIFIERS_ERROR as E, MODIFIERS_PATH as PATH, type TItemModifierGroups } from '@mp/contracts/modifiers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { portalData } from '../../../test/fixtures';
import { csrfRoute, mockFetch, renderWithApp } from '../../../test/render';
import { ItemModifierGroupsPanel } from './item-modifier-groups-panel';

const k = (key: string, vars?: Record<string, unknown>) => i18n.t(`modifiers.itemPanel.${key}`, vars);
const user = userEvent.setup({ delay: null });

const SIDES = { ModifierGroupId: 3, Name: 'Sides', IsRequired: true, MinSelections: 1, MaxSelections: 1 };
const ANSWER: TItemModifierGroups = { ItemMasterId: 7, Groups: [SIDES], ConcurrencyChecksum: 'c1' };
type TAnswer = { status?: number; body: unknown };

/** The panel for item 7 with the read and lookup answered; the save answered as given; what the saves sent. */
function renderPanel(options: { activeStoreCount?: number; save?: () => TAnswer } = {}) {
  const saves: unknown[] = [];
  mockFetch({
    ...csrfRoute,
    [`GET ${PATH.itemGroups}`]: () => ({ body: ANSWER }),
    [`GET ${PATH.groupLookup}`]: () => ({ body: [{ ModifierGroupId: 4, Name: 'Milk Choice' }] }),
    [`POST ${PATH.saveItemGroups}`]: (body) => {
      saves.push(body);
      return options.save?.() ?? { body: { success: true, data: ANSWER } };
    },
  });
  const portal = portalData({ merhantId: 1001, storeId: 2001, activeStoreCount: options.activeStoreCount ?? 1 });
  renderWithApp(<ItemModifierGroupsPanel itemId={7} />, '/', {
    portal,
    access: accessContextFromPortal(portal, {}),
    openSelection: () => {},
  });
  return { saves };
}

describe('ItemModifierGroupsPanel', () => {
  it("lists the item's groups and adds one with the checksum it read", async () => {
    const { saves } = renderPanel();
    expect(await screen.findByRole('button', { name: k('remove', { name: 'Sides' }) })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: k('add') }));
    await user.click(await screen.findByRole('option', { name: 'Milk Choice' }));
    await waitFor(() =>
      expect(saves).toEqual([{ ItemMasterId: 7, ModifierGroupIds: [3, 4], ConcurrencyChecksum: 'c1' }]),
    );
  });

  it('removes a group, and says when someone else changed the groups first', async () => {
    const { saves } = renderPanel({
      save: () => ({
        status: 409,
        body: { success: false, statusCode: 409, messageKey: E.itemGroupsStale, message: 'stale' },
      }),
    });
    const chip = await screen.findByRole('button', { name: k('remove', { name: 'Sides' }) });
    chip.focus();
    await user.keyboard('{Delete}');
    expect(await screen.findByText(i18n.t(E.itemGroupsStale))).toBeInTheDocument();
    expect(saves).toEqual([{ ItemMasterId: 7, ModifierGroupIds: [], ConcurrencyChecksum: 'c1' }]);
  });

  it('changes the groups in a store view of a multi-store merchant too (the catalogue rule)', async () => {
    renderPanel({ activeStoreCount: 3 });
    expect(await screen.findByRole('button', { name: k('remove', { name: 'Sides' }) })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: k('add') })).toBeInTheDocument();
  });
});
