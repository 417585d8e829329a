import type { Page } from '@playwright/test';
import { MERCHANT, POS_JOB_ROLE, roleIdOf } from '../../server/src/demo/ids.ts';
import { L } from '../support/labels.ts';
import { t } from '../support/i18n.ts';
import { apiAs, AS, expect, expectInPortal, openPortal, test, type TPortalSession } from '../support/fixtures.ts';

/**
 * User Roles is the new matrix wherever it is built (whatever the manager-platform flags say). `rolesadmin` is a
 * Corner Cafe Manager (rank 2): it changes the lower roles (Cashier, No Access, Reports Viewer and the POS jobs, all
 * rank 3), and these tests may change its own role through the Owner (`store`, rank 1), whose role is never changed.
 */
const USER = 'rolesadmin';
const MATRIX_PATH = '/Portal/NewIndex/employees/userroles';
const COOK = 'Kitchen Line Cook / Prep';
const COOK_ID = roleIdOf(MERCHANT.cornerCafe, POS_JOB_ROLE[COOK]);
const MANAGER_ID = roleIdOf(MERCHANT.cornerCafe, 'Manager');

const m = (key: string, vars?: Record<string, string | number>) => t(`userRoles.matrix.${key}`, vars);
const all = (name: string) => m('allSuffix', { name });
const cell = (page: Page, feature: string, role: string) =>
  page.getByRole('checkbox', { name: m('cellLabel', { feature, role }), exact: true });
const tab = (page: Page, key: 'pos' | 'backOffice') => page.getByRole('tab', { name: m(`tabs.${key}`), exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: m('save'), exact: true });
const isUpdate = (url: string) => new URL(url).pathname === '/JobCode/UpdateDisplayRoles';
const reason = { roles: m('lockedRoles'), features: m('lockedFeatures') };
const sortCells = (cells: { featureId: number; roleId: number; isActive: boolean }[]) =>
  [...cells].sort((a, b) => a.featureId - b.featureId || a.roleId - b.roleId);

/** Saves cells over HTTP as the Corner Cafe owner (or `as`): sets up, or puts back what a test changed. */
async function saveAsOwner(
  cells: { featureId: number; roleId: number; isActive: boolean }[],
  as: TPortalSession = AS.store,
) {
  const api = await apiAs(as);
  try {
    await api.post('/JobCode/UpdateDisplayRoles', { features: cells });
  } finally {
    await api.dispose();
  }
}

/** Employees → User Roles in the side navigation of the portal on screen. */
async function openMatrix(page: Page) {
  const sideNav = page.getByRole('navigation', { name: L.nav.label, exact: true });
  await sideNav.getByRole('button', { name: t('portal.nav.expand', { section: t('portal.nav.employees') }) }).click();
  await sideNav.getByRole('link', { name: t('portal.menu.employees.userroles'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${MATRIX_PATH}(\\?|$)`));
  await expect(page.getByRole('heading', { level: 1, name: m('title') })).toBeVisible();
}

test.use({ signedInAs: AS.rolesadmin });

test('Employees → User Roles: two tabs, indented rows, bold (All) groups, a popover for long role names', async ({
  page,
}) => {
  await openPortal(page);
  await openMatrix(page);
  await expect(tab(page, 'pos')).toHaveAttribute('aria-selected', 'true');
  const pos = page.getByRole('table');
  // POS shows the job roles only, the register modes indented under their group.
  await expect(pos.getByRole('columnheader')).toHaveText([
    m('featureColumn'),
    'Server',
    'Bartender',
    'Host',
    /Kitchen/,
  ]);
  const group = pos.getByRole('rowheader', { name: all('Register Modes'), exact: true });
  const child = pos.getByRole('rowheader', { name: 'Order Entry Only', exact: true });
  await expect(group).toHaveCSS('font-weight', '700');
  await expect(child).toHaveCSS('font-weight', '400');
  const indent = async (el: typeof group) => parseFloat(await el.evaluate((e) => getComputedStyle(e).paddingLeft));
  expect(await indent(child)).toBeGreaterThan(await indent(group));

  const longName = pos.getByRole('button', { name: m('showFullName', { name: COOK }), exact: true });
  await expect(longName).toHaveText('Kitchen Line Cook / …');
  await longName.click();
  const popover = page.locator('.MuiPopover-paper');
  await expect(popover).toHaveText(COOK);
  await expect(popover).toHaveCSS('height', '120px');
  await page.keyboard.press('Escape');

  await tab(page, 'backOffice').click();
  const back = page.getByRole('table');
  await expect(back.getByRole('columnheader')).toHaveText([
    m('featureColumn'),
    'Owner',
    'Manager',
    'Cashier',
    'No Access',
    'Reports Viewer',
  ]);
  await expect(back.getByRole('rowheader', { name: all('Employees'), exact: true })).toBeVisible();
  await expect(cell(page, 'User Roles', 'Owner')).toBeChecked();
  await expect(cell(page, 'User Roles', 'No Access')).not.toBeChecked();
  // The filters narrow rows and columns.
  await page.getByRole('textbox', { name: m('featureFilter') }).fill('time clock');
  await page.getByRole('textbox', { name: m('roleFilter') }).fill('cash');
  await expect(back.getByRole('rowheader')).toHaveText(['Time Clock']);
  await expect(back.getByRole('checkbox')).toHaveCount(1);
});

test('a parent cascades down its column, 132 clears its siblings, Save posts only the changes and they persist', async ({
  page,
}) => {
  const changed = [
    { featureId: 131, roleId: COOK_ID, isActive: false },
    { featureId: 132, roleId: COOK_ID, isActive: true },
    { featureId: 133, roleId: COOK_ID, isActive: false },
    { featureId: 235, roleId: COOK_ID, isActive: true },
    { featureId: 236, roleId: COOK_ID, isActive: true },
    { featureId: 237, roleId: COOK_ID, isActive: true },
  ];
  try {
    await openPortal(page);
    await openMatrix(page);
    await expect(saveButton(page)).toBeDisabled();
    await cell(page, all('Discounts at POS'), COOK).click();
    await expect(cell(page, 'Item Discounts', COOK)).toBeChecked();
    await expect(cell(page, 'Check Discounts', COOK)).toBeChecked();
    await expect(cell(page, 'Item Discounts', 'Bartender')).not.toBeChecked();

    await expect(cell(page, 'Standard Register', COOK)).toBeChecked();
    await cell(page, 'Order Entry Only', COOK).click();
    await expect(cell(page, 'Order Entry Only', COOK)).toBeChecked();
    await expect(cell(page, 'Standard Register', COOK)).not.toBeChecked();
    await expect(cell(page, 'Training Mode', COOK)).not.toBeChecked();
    await expect(cell(page, all('Register Modes'), COOK)).toBeChecked();
    await expect(page.getByText(m('changes_other', { count: 6 }))).toBeVisible();

    const posted = page.waitForRequest((r) => isUpdate(r.url()));
    const reloaded = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/JobCode/GetDisplayRoles' && r.request().method() === 'POST',
    );
    await saveButton(page).click();
    const body = (await posted).postDataJSON() as { features: typeof changed };
    expect(sortCells(body.features)).toEqual(sortCells(changed));
    await reloaded;
    await expect(page.getByText(m('saved'))).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();

    await page.reload();
    await expect(cell(page, 'Order Entry Only', COOK)).toBeChecked();
    await expect(cell(page, 'Standard Register', COOK)).not.toBeChecked();
    await expect(cell(page, 'Check Discounts', COOK)).toBeChecked();
  } finally {
    await saveAsOwner(changed.map((c) => ({ ...c, isActive: !c.isActive })));
  }
});

test('Cancel discards the changes; leaving with unsaved changes asks first', async ({ page, checkA11y }) => {
  await openPortal(page);
  await openMatrix(page);
  await tab(page, 'backOffice').click();
  await cell(page, 'Time Clock', 'Cashier').click();
  await expect(cell(page, 'Time Clock', 'Cashier')).not.toBeChecked();
  await expect(saveButton(page)).toBeEnabled();

  await page
    .getByRole('navigation', { name: L.nav.label, exact: true })
    .getByRole('link', { name: t('portal.nav.mystore'), exact: true })
    .click();
  const ask = page.getByRole('dialog', { name: L.leave.title, exact: true });
  await expect(ask).toBeVisible();
  await checkA11y();
  await ask.getByRole('button', { name: L.leave.stay, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${MATRIX_PATH}(\\?|$)`));

  const posts: string[] = [];
  page.on('request', (r) => {
    if (isUpdate(r.url())) posts.push(r.url());
  });
  await page.getByRole('button', { name: m('cancel'), exact: true }).click();
  await expect(cell(page, 'Time Clock', 'Cashier')).toBeChecked();
  await expect(saveButton(page)).toBeDisabled();
  await page.reload();
  await expect(cell(page, 'Time Clock', 'Cashier')).toBeChecked();
  expect(posts).toEqual([]);
});

test('the manager changes lower roles only, and gives only the features their own role has', async ({ page }) => {
  const VOID_ITEMS = 230;
  const SERVER_ID = roleIdOf(MERCHANT.cornerCafe, POS_JOB_ROLE.Server);
  // The Owner takes Void Items from the Manager: the Server job has it, the Host job has not.
  await saveAsOwner([{ featureId: VOID_ITEMS, roleId: MANAGER_ID, isActive: false }]);
  try {
    await openPortal(page);
    await openMatrix(page);
    await expect(page.getByText(reason.features)).toBeVisible();
    await expect(cell(page, 'Void Items', 'Host')).toBeDisabled();
    await expect(cell(page, 'Void Items', 'Host')).toHaveAccessibleDescription(reason.features);
    await expect(cell(page, 'Void Items', 'Bartender')).toBeEnabled();
    await expect(cell(page, 'Standard Register', 'Host')).toBeEnabled();

    // Their own role (rank 2) and the Owner's (rank 1) are closed; the Cashier (rank 3) is open.
    await tab(page, 'backOffice').click();
    await expect(page.getByText(reason.roles)).toBeVisible();
    for (const role of ['Owner', 'Manager']) {
      await expect(cell(page, 'User Roles', role)).toBeDisabled();
      await expect(cell(page, 'User Roles', role)).toHaveAccessibleDescription(reason.roles);
    }
    await expect(cell(page, 'User Roles', 'Cashier')).toBeEnabled();

    // Taking Void Items away is narrowing: allowed, and then it cannot be given back.
    await tab(page, 'pos').click();
    await cell(page, 'Void Items', 'Server').click();
    await saveButton(page).click();
    await expect(page.getByText(m('saved'))).toBeVisible();
    await expect(cell(page, 'Void Items', 'Server')).not.toBeChecked();
    await expect(cell(page, 'Void Items', 'Server')).toBeDisabled();
  } finally {
    await saveAsOwner([
      { featureId: VOID_ITEMS, roleId: MANAGER_ID, isActive: true },
      { featureId: VOID_ITEMS, roleId: SERVER_ID, isActive: true },
    ]);
  }
});

test.describe('a Reports Viewer (rank 3)', () => {
  test.use({ signedInAs: AS.reports });

  test('sees every role greyed out, and the server refuses it report features for its own role', async ({ page }) => {
    await openPortal(page);
    await openMatrix(page);
    await expect(page.getByText(reason.roles)).toBeVisible();
    await expect(page.getByRole('checkbox', { disabled: false })).toHaveCount(0);
    await tab(page, 'backOffice').click();
    await expect(cell(page, 'Sales Summary', 'Reports Viewer')).toBeDisabled();
    await expect(cell(page, 'User Roles', 'No Access')).toBeDisabled();
    await expect(cell(page, 'User Roles', 'No Access')).toHaveAccessibleDescription(reason.roles);
    await expect(page.getByRole('checkbox', { disabled: false })).toHaveCount(0);

    // The finding, past the screen: its own role (and a peer's) stays closed.
    const csrf = await page.evaluate(() => localStorage.getItem('mp.csrfToken') ?? '');
    for (const roleId of [
      roleIdOf(MERCHANT.cornerCafe, 'Reports Viewer'),
      roleIdOf(MERCHANT.cornerCafe, 'No Access'),
    ]) {
      const refused = await page.request.post('/JobCode/UpdateDisplayRoles', {
        data: { features: [{ featureId: 201, isActive: true, roleId }] },
        headers: { 'x-csrf-token': csrf },
      });
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toMatchObject({ messageKey: 'userRoles.errors.cannotChangeRole' });
    }
    await page.reload();
    await tab(page, 'backOffice').click();
    await expect(cell(page, 'Sales Summary', 'Reports Viewer')).not.toBeChecked();
  });
});

test.describe('a provider admin', () => {
  test.use({ signedInAs: AS.supportAtCornerCafe });

  test('may change every role, the Owner’s included', async ({ page }) => {
    const OWNER_ID = roleIdOf(MERCHANT.cornerCafe, 'Owner');
    try {
      await openPortal(page);
      await openMatrix(page);
      await tab(page, 'backOffice').click();
      await expect(page.getByText(reason.roles)).toHaveCount(0);
      await expect(page.getByText(reason.features)).toHaveCount(0);
      await cell(page, 'Time Clock', 'Owner').click();
      await saveButton(page).click();
      await expect(page.getByText(m('saved'))).toBeVisible();
      await page.reload();
      await expect(cell(page, 'Time Clock', 'Owner')).not.toBeChecked();
    } finally {
      await saveAsOwner([{ featureId: 12, roleId: OWNER_ID, isActive: true }], AS.supportAtCornerCafe);
    }
  });
});

test('once the Owner removes User Roles from the manager’s role, the page and API are closed to the manager', async ({
  page,
}) => {
  try {
    await openPortal(page);
    await openMatrix(page);
    await saveAsOwner([{ featureId: 11, roleId: MANAGER_ID, isActive: false }]);

    await page.goto('/Portal/NewIndex');
    await expectInPortal(page);
    const sideNav = page.getByRole('navigation', { name: L.nav.label, exact: true });
    const section = t('portal.nav.employees');
    await sideNav.getByRole('button', { name: t('portal.nav.expand', { section }) }).click();
    const collapse = sideNav.getByRole('button', { name: t('portal.nav.collapse', { section }) });
    const list = page.locator(`[id="${await collapse.getAttribute('aria-controls')}"]`);
    await expect(list.getByRole('link', { name: t('portal.menu.employees.employees'), exact: true })).toBeVisible();
    await expect(list.getByRole('link', { name: t('portal.menu.employees.userroles'), exact: true })).toHaveCount(0);

    // A deep link goes home; the API refuses the calls behind the page.
    await page.goto(MATRIX_PATH);
    await expectInPortal(page);
    await expect(page).not.toHaveURL(/userroles/);
    await expect(page.getByRole('heading', { level: 1, name: m('title') })).toHaveCount(0);
    const csrf = await page.evaluate(() => localStorage.getItem('mp.csrfToken') ?? '');
    const refused = await page.request.post('/JobCode/GetDisplayRoles', {
      data: {},
      headers: { 'x-csrf-token': csrf },
    });
    expect(refused.status()).toBe(403);
    const jobs = await page.request.get(`/JobCode/GetAllForExistingUser?userCode=${USER}`);
    expect(jobs.status()).toBe(403);
  } finally {
    await saveAsOwner([{ featureId: 11, roleId: MANAGER_ID, isActive: true }]);
  }
});
