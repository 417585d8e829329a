import { reportPresetRange } from '@mp/contracts/reports';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import type { TDateRangeValue } from '../lib/date-range';
import { renderWithApp } from '../test/render';
import { DateRangeFields } from './date-range-fields';

// 2026-11-29 is a Sunday: This week (from Sunday) and Today are the same single day.
const SUNDAY = '2026-11-29';

function Harness({ initial, initialPreset }: { initial: TDateRangeValue; initialPreset?: 'thisWeek' }) {
  const [value, setValue] = useState(initial);
  return <DateRangeFields value={value} today={SUNDAY} onChange={setValue} initialPreset={initialPreset} />;
}

const presetField = () => screen.getByRole('combobox', { name: i18n.t('dateRange.dates') });

describe('DateRangeFields', () => {
  it.each([
    ['a default of This week', 'thisWeek' as const, 'thisWeek'],
    ['no default', undefined, 'today'],
  ])('on a Sunday, with %s, names the preset the dates came from', (_, initialPreset, shown) => {
    renderWithApp(<Harness initial={reportPresetRange('thisWeek', SUNDAY)} initialPreset={initialPreset} />);
    expect(presetField()).toHaveTextContent(i18n.t(`dateRange.presets.${shown}`));
  });

  it('keeps showing the preset the user picks when another gives the same dates', async () => {
    renderWithApp(<Harness initial={reportPresetRange('lastWeek', SUNDAY)} />);
    expect(presetField()).toHaveTextContent(i18n.t('dateRange.presets.lastWeek'));
    await userEvent.click(presetField());
    await userEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: i18n.t('dateRange.presets.thisWeek') }),
    );
    expect(presetField()).toHaveTextContent(i18n.t('dateRange.presets.thisWeek'));
    expect(screen.getByLabelText(i18n.t('dateRange.from'))).toHaveValue(SUNDAY);
  });

  it('calls a range no preset gives Custom', () => {
    renderWithApp(<Harness initial={{ FromDate: '2026-11-02', ToDate: '2026-11-05' }} initialPreset="thisWeek" />);
    expect(presetField()).toHaveTextContent(i18n.t('dateRange.presets.custom'));
  });
});
