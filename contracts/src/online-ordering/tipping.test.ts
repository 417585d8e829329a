import { describe, expect, it } from 'vitest';
import {
  defaultTipsConfiguration,
  tippingFormOf,
  tipsConfigurationOf,
  TIPPING_ERROR,
  ZTipPercentText,
  ZTippingForm,
} from './tipping.ts';

describe('a suggestion as typed', () => {
  it.each([
    { text: '15', ok: true },
    { text: '0', ok: true },
    { text: '100', ok: true },
    { text: '12.5', ok: true },
    { text: ' 18.25 ', ok: true },
    { text: '', key: TIPPING_ERROR.noInput },
    { text: '   ', key: TIPPING_ERROR.noInput },
    { text: '100.01', key: TIPPING_ERROR.percent },
    { text: '101', key: TIPPING_ERROR.percent },
    { text: '-5', key: TIPPING_ERROR.percent },
    { text: '1.234', key: TIPPING_ERROR.percent },
    { text: '1e2', key: TIPPING_ERROR.percent },
    { text: 'abc', key: TIPPING_ERROR.percent },
  ])('"$text"', ({ text, ok, key }) => {
    const result = ZTipPercentText.safeParse(text);
    expect(result.success).toBe(ok === true);
    if (!result.success) expect(result.error.issues[0]?.message).toBe(key);
  });
});

describe('the form and the saved settings', () => {
  it('round-trips, the default kept by position', () => {
    const saved = { ...defaultTipsConfiguration(), enabled: true };
    saved.suggestions[2]!.isDefault = true;
    const form = tippingFormOf(saved);
    expect(form).toEqual({ enabled: true, defaultIndex: 2, percents: ['15', '18', '20'] });
    expect(tipsConfigurationOf(form)).toEqual({
      enabled: true,
      suggestions: [
        { description: 'Sug 1 15%', value: 15, isDefault: false },
        { description: 'Sug 2 18%', value: 18, isDefault: false },
        { description: 'Sug 3 20%', value: 20, isDefault: true },
      ],
    });
  });

  it('has no default when none is chosen, and the defaults of spec 3 §9', () => {
    expect(tippingFormOf(defaultTipsConfiguration())).toEqual({
      enabled: false,
      defaultIndex: -1,
      percents: ['15', '18', '20'],
    });
    expect(ZTippingForm.safeParse({ enabled: true, defaultIndex: 3, percents: ['1', '2', '3'] }).success).toBe(false);
  });
});
