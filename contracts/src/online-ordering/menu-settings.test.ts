import { describe, expect, it } from 'vitest';
import {
  configurationSettingsOf,
  FRONTEND_CUSTOMIZATION_SET,
  MENU_SETTINGS_ERROR,
  SPECIAL_INSTRUCTIONS_KEY,
  specialInstructionsFormOf,
  ZSetConfigurationSettingsArgs,
  ZSpecialInstructionsForm,
} from './menu-settings.ts';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('ZSpecialInstructionsForm', () => {
  it.each([
    { form: { mode: 'default', text: '' }, error: undefined },
    { form: { mode: 'default', text: 'x'.repeat(400) }, error: undefined },
    { form: { mode: 'custom', text: 'No nuts, please say so here.' }, error: undefined },
    { form: { mode: 'custom', text: 'x'.repeat(254) }, error: undefined },
    { form: { mode: 'custom', text: 'x'.repeat(255) }, error: MENU_SETTINGS_ERROR.textTooLong },
    { form: { mode: 'custom', text: '' }, error: MENU_SETTINGS_ERROR.textRequired },
    { form: { mode: 'custom', text: '   ' }, error: MENU_SETTINGS_ERROR.textRequired },
  ])('$form.mode with $form.text.length characters → $error', ({ form, error }) => {
    expect(firstError(ZSpecialInstructionsForm.safeParse(form))).toBe(error);
  });
});

describe('ZSetConfigurationSettingsArgs', () => {
  const args = (settings: unknown, configurationSetId: string = FRONTEND_CUSTOMIZATION_SET) => ({
    configurationSetId,
    settings,
  });
  it.each([
    { what: 'custom on with text', value: args(configurationSettingsOf({ mode: 'custom', text: 'Hi' })), ok: true },
    { what: 'default', value: args(configurationSettingsOf({ mode: 'default', text: '' })), ok: true },
    { what: 'clearing the text', value: args([{ key: SPECIAL_INSTRUCTIONS_KEY.text, value: '' }]), ok: true },
    { what: 'another set', value: args([{ key: SPECIAL_INSTRUCTIONS_KEY.enabled, value: 'true' }], 'X'), ok: false },
    { what: 'an unknown key', value: args([{ key: 'hec-other', value: 'true' }]), ok: false },
    { what: 'a non-boolean flag', value: args([{ key: SPECIAL_INSTRUCTIONS_KEY.enabled, value: 'yes' }]), ok: false },
    { what: 'text of 255', value: args([{ key: SPECIAL_INSTRUCTIONS_KEY.text, value: 'x'.repeat(255) }]), ok: false },
    {
      what: 'a key twice',
      value: args([
        { key: SPECIAL_INSTRUCTIONS_KEY.enabled, value: 'true' },
        { key: SPECIAL_INSTRUCTIONS_KEY.enabled, value: 'false' },
      ]),
      ok: false,
    },
    { what: 'nothing', value: args([]), ok: false },
  ])('$what → $ok', ({ value, ok }) => {
    expect(ZSetConfigurationSettingsArgs.safeParse(value).success).toBe(ok);
  });
});

describe('the form and the saved settings', () => {
  it.each([
    { saved: { itemLevelSpecialInstructionsEnabled: true, itemLevelSpecialInstructionsText: 'A' }, mode: 'custom' },
    { saved: { itemLevelSpecialInstructionsEnabled: false, itemLevelSpecialInstructionsText: 'A' }, mode: 'default' },
  ])('enabled $saved.itemLevelSpecialInstructionsEnabled opens $mode, keeping the text', ({ saved, mode }) => {
    expect(specialInstructionsFormOf(saved)).toEqual({ mode, text: 'A' });
  });
});
