import type { TTieredPriceListMember } from '@mp/contracts/loyalty-pricing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { csrfRoute, mockFetch, renderWithApp } from '../../../test/render';
import { LoyaltyPricingPage } from './loyalty-pricing-page';

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars);

const member = (n: number, memberType = 0): TTieredPriceListMember => ({
  id: `${n}:0`,
  MemberType: memberType,
  Category: 'COFFEE',
  Name: `Item ${String(n).padStart(2, '0')}`,
  Price: '3.00',
  PriceListPrice: n % 2 === 0 ? '2.50' : null,
  ItemMasterId: n,
  ItemVariationId: null,
  RetailPriceVariationGroupId: null,
});

// 30 items (two pages of 25) and one row of a type the screen does not know.
const ITEMS = [...Array.from({ length: 29 }, (_, i) => member(i + 1)), member(30, 9)];

type TSent = { method: string; body: unknown };

const STALE = {
  status: 409,
  body: { success: false, statusCode: 409, messageKey: 'loyaltyPricing.errors.staleChecksum', message: 'x' },
};

function renderPage({ failSave = false, staleSave = false } = {}) {
  const sent: TSent[] = [];
  let name = 'Gold Members';
  let version = 3;
  const queries: URLSearchParams[] = [];
  const fetch = mockFetch({
    ...csrfRoute,
    'GET /TieredPriceList/GetTieredPriceList': () => ({
      body: { TieredPriceListId: 7, Name: name, ConcurrencyChecksum: String(version) },
    }),
    'GET /TieredPriceList/GetMembers': (_body, url) => {
      queries.push(url.searchParams);
      const filter = (url.searchParams.get('itemNameFilter') ?? '').toLowerCase();
      const rows = ITEMS.filter((m) => m.Name.toLowerCase().includes(filter));
      const page = Number(url.searchParams.get('pageNumber'));
      return { body: { ResultSet: rows.slice((page - 1) * 25, page * 25), TotalRowCount: rows.length } };
    },
    'PUT /TieredPriceList/UpdateTieredPriceList': (body) => {
      sent.push({ method: 'PUT', body });
      if (failSave) return { status: 500, body: 'boom' };
      if (staleSave) {
        // Someone else saved the list first.
        name = 'Their Club';
        version += 1;
        return STALE;
      }
      name = (body as { Name: string }).Name;
      version += 1;
      return { body: { IsSuccessful: true, Message: '', TieredPriceListId: 7, ConcurrencyChecksum: String(version) } };
    },
  });
  renderWithApp(<LoyaltyPricingPage />);
  return { sent, queries, fetch };
}

const priceInput = (name: string) => screen.getByRole('textbox', { name: t('loyaltyPricing.grid.priceFor', { name }) });
const saveButton = () => screen.getByRole('button', { name: t('loyaltyPricing.page.save') });
const cancelButton = () => screen.getByRole('button', { name: t('loyaltyPricing.page.cancel') });
const nameField = () => screen.getByRole('textbox', { name: new RegExp(t('loyaltyPricing.page.programName')) });

// Every keystroke re-renders a grid of MUI inputs: on a loaded 2-core machine a test can pass 20 s.
describe('LoyaltyPricingPage', { timeout: 60_000 }, () => {
  it('shows the list’s name and the first page, with type names and Unknown', async () => {
    const { queries } = renderPage();
    expect(await screen.findByText('Item 01', {}, { timeout: 5000 })).toBeVisible();
    expect(nameField()).toHaveValue('Gold Members');
    expect(priceInput('Item 02')).toHaveValue('2.50');
    expect(priceInput('Item 01')).toHaveValue('');
    expect(within(screen.getByRole('table')).getAllByText(t('loyaltyPricing.memberType.item'))).toHaveLength(25);
    expect(queries[0]?.get('typeFilter')).toBe('0');
    expect(queries[0]?.get('tieredPriceListId')).toBe('7');
    expect(saveButton()).toBeDisabled();
    expect(cancelButton()).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: t('common.table.nextPage') }));
    expect(await screen.findByText('Item 26', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText(t('loyaltyPricing.memberType.unknown'))).toBeVisible();
  });

  it('filters typing, applies the blur rule, keeps edits across pages and saves only them', async () => {
    const { sent } = renderPage();
    await screen.findByText('Item 01', {}, { timeout: 5000 });
    await userEvent.type(priceInput('Item 01'), '1a2.3.45');
    expect(priceInput('Item 01')).toHaveValue('12.345');
    expect(saveButton()).toBeEnabled();
    await userEvent.tab();
    expect(priceInput('Item 01')).toHaveValue('12.35');
    await userEvent.click(priceInput('Item 03'));
    await userEvent.paste('12345678');
    await userEvent.tab();
    expect(priceInput('Item 03')).toHaveValue('999999.99');
    // Cleared: null on save.
    await userEvent.clear(priceInput('Item 02'));
    await userEvent.tab();
    // Brought back to the loaded value: no edit.
    await userEvent.clear(priceInput('Item 04'));
    await userEvent.type(priceInput('Item 04'), '2.5');
    await userEvent.tab();
    expect(priceInput('Item 04')).toHaveValue('2.50');
    expect(screen.getByRole('status')).toHaveTextContent(t('loyaltyPricing.page.changes', { count: 3 }));

    await userEvent.click(screen.getByRole('button', { name: t('common.table.nextPage') }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Item 27/ }, { timeout: 5000 }), '1');
    await userEvent.click(screen.getByRole('button', { name: t('common.table.previousPage') }));
    expect(await screen.findByDisplayValue('12.35', {}, { timeout: 5000 })).toBe(priceInput('Item 01'));

    await userEvent.click(saveButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]!.body as {
      Name: string;
      TieredPriceListId: number;
      Members: { PriceListPrice: unknown }[];
      ConcurrencyChecksum: string;
    };
    expect(body.Name).toBe('Gold Members');
    expect(body.TieredPriceListId).toBe(7);
    expect(body.ConcurrencyChecksum).toBe('3');
    expect(body.Members.map((m) => m.PriceListPrice)).toEqual(['12.35', '999999.99', null, '1.00']);
    expect(await screen.findByText(t('loyaltyPricing.page.saved'), {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(priceInput('Item 01')).toHaveValue('');

    // The next save sends the checksum the first one answered.
    await userEvent.type(priceInput('Item 05'), '3');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.click(saveButton());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect((sent[1]!.body as { ConcurrencyChecksum: string }).ConcurrencyChecksum).toBe('4');
  });

  it('a stale checksum shows the message, keeps the edits, and Reload brings the other person’s list', async () => {
    renderPage({ staleSave: true });
    await screen.findByText('Item 01', {}, { timeout: 5000 });
    await userEvent.type(priceInput('Item 01'), '5');
    await userEvent.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t('loyaltyPricing.errors.staleChecksum'));
    expect(priceInput('Item 01')).toHaveValue('5.00');
    await userEvent.click(within(alert).getByRole('button', { name: t('common.reload') }));
    await waitFor(() => expect(nameField()).toHaveValue('Their Club'));
    expect(priceInput('Item 01')).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the name rules, truncates at 30 and enables Save only for a valid change', async () => {
    const { sent } = renderPage();
    await screen.findByText('Item 01', {}, { timeout: 5000 });
    await userEvent.clear(nameField());
    expect(await screen.findByText(t('loyaltyPricing.errors.ProgramNameFieldRequiredError'))).toBeVisible();
    expect(saveButton()).toBeDisabled();
    await userEvent.type(nameField(), ' Gold');
    expect(await screen.findByText(t('loyaltyPricing.errors.ProgramNameFieldDoesNotFollowPattern'))).toBeVisible();
    expect(saveButton()).toBeDisabled();
    await userEvent.clear(nameField());
    await userEvent.click(nameField());
    await userEvent.paste('Platinum Members Club Of Corner Cafe');
    expect(nameField()).toHaveValue('Platinum Members Club Of Corne');
    expect(saveButton()).toBeEnabled();

    await userEvent.click(cancelButton());
    expect(nameField()).toHaveValue('Gold Members');
    expect(saveButton()).toBeDisabled();
    expect(sent).toHaveLength(0);
  });

  it('keeps the edits and shows FailedUpdateLoyaltyTierPricing when the save fails', async () => {
    renderPage({ failSave: true });
    await screen.findByText('Item 01', {}, { timeout: 5000 });
    await userEvent.type(priceInput('Item 01'), '5');
    await userEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      t('loyaltyPricing.errors.FailedUpdateLoyaltyTierPricing'),
    );
    expect(priceInput('Item 01')).toHaveValue('5.00');
    expect(saveButton()).toBeEnabled();
    await userEvent.click(cancelButton());
    expect(priceInput('Item 01')).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds the merchant’s first list: empty name, Save once named, POST with the edited members', async () => {
    const added: unknown[] = [];
    mockFetch({
      ...csrfRoute,
      'GET /TieredPriceList/GetTieredPriceList': () => ({
        body: added.length ? { TieredPriceListId: 8, Name: 'Vip', ConcurrencyChecksum: '1' } : null,
      }),
      'GET /TieredPriceList/GetMembers': (_body, url) => {
        expect(url.searchParams.get('tieredPriceListId')).toBe(added.length ? '8' : '0');
        return {
          body: { ResultSet: ITEMS.slice(0, 3).map((m) => ({ ...m, PriceListPrice: null })), TotalRowCount: 3 },
        };
      },
      'POST /TieredPriceList/AddTieredPriceList': (body) => {
        added.push(body);
        return { body: { IsSuccessful: true, Message: '', TieredPriceListId: 8, ConcurrencyChecksum: '1' } };
      },
    });
    renderWithApp(<LoyaltyPricingPage />);
    await screen.findByText('Item 01', {}, { timeout: 5000 });
    expect(screen.getByText(t('loyaltyPricing.page.introNew'))).toBeVisible();
    expect(nameField()).toHaveValue('');
    await userEvent.type(priceInput('Item 02'), '9');
    // A price alone does not make a nameless program valid.
    expect(saveButton()).toBeDisabled();
    await userEvent.type(nameField(), 'Vip');
    expect(saveButton()).toBeEnabled();
    await userEvent.click(saveButton());
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toEqual({
      Name: 'Vip',
      Members: [
        {
          ItemMasterId: 2,
          ItemVariationId: null,
          RetailPriceVariationGroupId: null,
          MemberType: 0,
          PriceListPrice: '9.00',
        },
      ],
    });
    await waitFor(() => expect(screen.getByText(t('loyaltyPricing.page.intro'))).toBeVisible());
  });

  it('searches by name from the first page', async () => {
    const { queries } = renderPage();
    await screen.findByText('Item 01', {}, { timeout: 5000 });
    await userEvent.type(screen.getByRole('searchbox', { name: t('loyaltyPricing.filter.search') }), 'item 2');
    expect(await screen.findByText('Item 29', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Item 01')).toBeNull());
    expect(queries.at(-1)?.get('itemNameFilter')).toBe('item 2');
    expect(queries.at(-1)?.get('pageNumber')).toBe('1');
  });
});
