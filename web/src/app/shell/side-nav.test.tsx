import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import { FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { PORTAL_MENU, type TVisibleMenuEntry, visibleMenu } from '@mp/contracts/access/menu';
import { RESELLER } from '@mp/contracts/access/resellers';
import type { TPortalData } from '@mp/contracts/portal';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { portalData } from '../../test/fixtures';
import { mockFetch, renderWithApp } from '../../test/render';
import { SideNav } from './side-nav';

const t = (key: string, vars?: Record<string, string>) => i18n.t(key, vars);

const renderNav = (portal: TPortalData, path = '/Portal/NewIndex') => {
  mockFetch({});
  const access = accessContextFromPortal(portal, {});
  renderWithApp(
    <SideNav portal={portal} access={access} reseller={undefined} permanent open onClose={() => {}} />,
    path,
  );
  return access;
};

/** Opens every collapsed sub-menu, level by level, until none is left. */
function expandAll(nav: HTMLElement) {
  for (;;) {
    const closed = within(nav).queryAllByRole('button', { expanded: false });
    if (closed.length === 0) return;
    closed.forEach((button) => fireEvent.click(button));
  }
}

const flatten = (entries: TVisibleMenuEntry[]): TVisibleMenuEntry[] =>
  entries.flatMap((entry) => [entry, ...flatten(entry.children)]);

const linkNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');

/** The links of a top-level section (its own and its sub-menu's), found by the section's label. */
const sectionLinks = (nav: HTMLElement, labelKey: string, name: string) => {
  const top = nav.querySelector('ul');
  const section = within(nav)
    .getAllByRole('link', { name: t(labelKey) })
    .find((link) => link.closest('ul') === top);
  return within(section!.closest('li')!).queryAllByRole('link', { name });
};

const sorted = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b));

/** Corner Cafe's owner: provider reseller, product type 2, pilot program on. */
const storeOwner = portalData({ featPilotProgram: 'Y' });
/** A bank-reseller owner on product type 6 whose role lacks the Customers feature. */
const bankOwner = portalData({
  resellerId: RESELLER.bank,
  productType: 6,
  ProductMode: 1,
  featureIds: [FEATURE_ID.customers],
  featPilotProgram: 'Y',
});

describe('side navigation from the menu rules', () => {
  it.each([
    ['store owner, product type 2', storeOwner],
    ['bank owner, product type 6, Customers hidden by feature id', bankOwner],
  ])('%s: shows exactly the entries visibleMenu leaves', (_name, portal) => {
    const access = renderNav(portal);
    const nav = screen.getByRole('navigation', { name: t('portal.nav.label') });
    const main = visibleMenu(PORTAL_MENU, access).filter((entry) => entry.placement === 'main');
    expect(linkNames(nav)).toEqual(main.map((entry) => t(entry.labelKey)));
    expandAll(nav);
    expect(sorted(linkNames(nav))).toEqual(sorted(flatten(main).map((entry) => t(entry.labelKey))));
  });

  it('differs between the two users as the rules say', () => {
    const openSections = (nav: HTMLElement) =>
      ['portal.nav.customers', 'portal.nav.employees'].forEach((key) =>
        fireEvent.click(within(nav).getByRole('button', { name: t('portal.nav.expand', { section: t(key) }) })),
      );
    renderNav(storeOwner);
    let nav = screen.getByRole('navigation', { name: t('portal.nav.label') });
    openSections(nav);
    expect(within(nav).getByRole('link', { name: t('portal.nav.inventory') })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: t('portal.menu.customers.survey') })).toBeInTheDocument();
    // The Customers section and its Customers page.
    expect(sectionLinks(nav, 'portal.nav.customers', t('portal.menu.customers.customers'))).toHaveLength(2);
    expect(sectionLinks(nav, 'portal.nav.employees', t('portal.menu.employees.timeClock'))).toHaveLength(0);
    expect(screen.getByRole('link', { name: t('portal.nav.pilotprogram') })).toBeInTheDocument();
    cleanup();

    renderNav(bankOwner);
    nav = screen.getByRole('navigation', { name: t('portal.nav.label') });
    openSections(nav);
    expect(within(nav).getByRole('link', { name: t('portal.nav.menu') })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: t('portal.nav.inventory') })).toBeNull();
    expect(within(nav).queryByRole('link', { name: t('portal.menu.customers.survey') })).toBeNull();
    // Feature id 53 present: the Customers page under Customers is gone, the section stays for its other pages.
    expect(sectionLinks(nav, 'portal.nav.customers', t('portal.menu.customers.customers'))).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: t('portal.menu.customers.email') })).toBeInTheDocument();
    expect(sectionLinks(nav, 'portal.nav.employees', t('portal.menu.employees.timeClock'))).toHaveLength(1);
    // Pilot Program is for non-bank resellers only.
    expect(screen.queryByRole('link', { name: t('portal.nav.pilotprogram') })).toBeNull();
  });

  it('links every section to its own index, and marks the current page', () => {
    renderNav(storeOwner, '/Portal/NewIndex/customers/loyalty');
    const nav = screen.getByRole('navigation', { name: t('portal.nav.label') });
    // The section's link comes first, then (the section being open) its Customers page.
    const [customers] = within(nav).getAllByRole('link', { name: t('portal.nav.customers') });
    expect(customers).toHaveAttribute('href', '/Portal/NewIndex/customers');
    expect(within(nav).getByRole('link', { name: t('portal.nav.results') })).toHaveAttribute(
      'href',
      '/Portal/NewIndex/results',
    );
    // The current section is open, its current page marked.
    const loyalty = within(nav).getByRole('link', { name: t('portal.menu.customers.loyalty') });
    expect(loyalty).toHaveAttribute('aria-current', 'page');
    expect(customers).not.toHaveAttribute('aria-current');
    expect(customers).toHaveClass('Mui-selected');
  });

  it('keeps the bottom block: Settings & Privacy, Help Center in a 1024x768 window', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderNav(portalData({ helpServerUrl: 'https://help.example.com/portal' }));
    expect(screen.getByRole('link', { name: t('portal.nav.settingsPrivacy') })).toHaveAttribute(
      'href',
      '/Portal/NewIndex/settings/privacy',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: t('portal.nav.helpCenter') }));
    expect(open).toHaveBeenCalledWith('https://help.example.com/portal', 'helpCenter', 'width=1024,height=768');
    expect(screen.queryByRole('link', { name: t('portal.nav.pilotprogram') })).toBeNull();
    expect(screen.getByTestId('reseller-logo')).toBeInTheDocument();
  });
});
