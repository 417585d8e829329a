import type { TSecurityControls } from '@mp/contracts/security-controls';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { portalData } from '../../../test/fixtures';
import { csrfRoute, mockFetch, renderWithApp } from '../../../test/render';
import { SecurityControlsPage } from './security-controls-page';

const t = (key: string) => i18n.t(key);

const STORED: TSecurityControls = {
  IsLimitChecksEnabled: true,
  MaxOpenChecks: 25,
  IsLimitClearItemsEnabled: false,
  MaxClearItems: null,
  IsLimitDeleteTicketsEnabled: false,
  MaxDeleteTickets: null,
  IsLimitMaxRefundAmountEnabled: false,
  MaxTicketAmount: null,
  MaxShiftAmount: null,
  IsTicketAmountEnabled: false,
  IsShiftAmountEnabled: false,
  IsLimitUserPermissionEnabled: false,
  ConcurrencyChecksum: '1',
};

function renderPage(storeId: number, flags: Record<string, boolean>) {
  mockFetch({
    ...csrfRoute,
    'GET /Portal/GetPortalData': () => ({ body: portalData({ storeId }) }),
    'GET /FeatureFlag/GetFlags': () => ({ body: { flags } }),
    'GET /SecurityControls/GetSecurityControls': () => ({ body: { Entity: STORED } }),
  });
  renderWithApp(<SecurityControlsPage />);
}

const sectionSwitch = (section: string) =>
  screen.queryByRole('switch', { name: t(`securityControls.sections.${section}.switch`) });

describe('SecurityControlsPage', () => {
  it('shows only the sections whose flags are on', async () => {
    renderPage(0, { featLimitOpenChecks: true, featLimitMaxRefundAmount: true });
    expect(await screen.findByRole('switch', { name: t('securityControls.sections.openChecks.switch') })).toBeChecked();
    expect(sectionSwitch('maxRefund')).toBeInTheDocument();
    for (const hidden of ['clearItems', 'deleteTickets', 'userPermission'])
      expect(sectionSwitch(hidden)).not.toBeInTheDocument();
    expect(screen.queryByText(t('securityControls.companyLevelNotice'))).not.toBeInTheDocument();
  });

  it("shows a store the company's values read-only with the company-level notice", async () => {
    renderPage(2101, { featLimitOpenChecks: true });
    expect(await screen.findByText(t('securityControls.companyLevelNotice'))).toBeInTheDocument();
    expect(sectionSwitch('openChecks')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: t('securityControls.sections.openChecks.value') })).toHaveValue('25');
    expect(screen.getByRole('button', { name: t('securityControls.save') })).toBeDisabled();
  });
});
