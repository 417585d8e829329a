import { z } from 'zod';
import type { TErrorKey } from '../api-error.ts';

/** Spec 3 §7.2: the configuration set the company's front-end customisation is saved in, and its two keys. */
export const FRONTEND_CUSTOMIZATION_SET = 'HEC-FRONTEND-CUSTOMIZATION';
export const SPECIAL_INSTRUCTIONS_KEY = {
  enabled: 'hec-item-level-special-instructions-enabled',
  text: 'hec-item-level-special-instructions-text',
} as const;
/** Spec 3 §5, §9: the custom text is under 255 characters (reaching 255 fails). */
export const SPECIAL_INSTRUCTIONS_MAX = 255;
/** Spec 3 §9: popular items are the store's best sellers of the last 90 days; we show the first ten. */
export const POPULAR_ITEMS_DAYS = 90;
export const POPULAR_ITEMS_COUNT = 10;

export const MENU_SETTINGS_ERROR = {
  /** Spec 3 §6: menu settings are the company's; a store's view of a company of several stores is refused. */
  companyView: 'menuSettings.errors.companyView',
  /** Spec 3 §6 NeedSiteView: popular menu items are a store's; the company view of several stores is refused. */
  needSiteView: 'menuSettings.errors.needSiteView',
  textRequired: 'menuSettings.errors.textRequired',
  textTooLong: 'menuSettings.errors.textTooLong',
  enabledValue: 'menuSettings.errors.enabledValue',
  saving: 'menuSettings.errors.saving',
} as const satisfies Record<string, TErrorKey>;

/** The custom text as typed: required, fewer than 255 characters. Shared by the form and the server. */
export const ZSpecialInstructionsText = z
  .string()
  .refine((text) => text.trim().length > 0, MENU_SETTINGS_ERROR.textRequired)
  .refine((text) => text.length < SPECIAL_INSTRUCTIONS_MAX, MENU_SETTINGS_ERROR.textTooLong);

const ZEnabledSetting = z.object({
  key: z.literal(SPECIAL_INSTRUCTIONS_KEY.enabled),
  value: z.enum(['true', 'false'], { message: MENU_SETTINGS_ERROR.enabledValue }),
});
const ZTextSetting = z.object({
  key: z.literal(SPECIAL_INSTRUCTIONS_KEY.text),
  /** Empty clears the custom text; anything else is a text the form would take. */
  value: z
    .string()
    .refine((text) => text === '' || text.trim().length > 0, MENU_SETTINGS_ERROR.textRequired)
    .refine((text) => text.length < SPECIAL_INSTRUCTIONS_MAX, MENU_SETTINGS_ERROR.textTooLong),
});
export const ZConfigurationSetting = z.discriminatedUnion('key', [ZEnabledSetting, ZTextSetting]);
export type TConfigurationSetting = z.infer<typeof ZConfigurationSetting>;

export const ZConfigurationSetArgs = z.object({ configurationSetId: z.literal(FRONTEND_CUSTOMIZATION_SET) });

/** Spec 3 §7.2 setConfigurationSettings: key/value pairs of the front-end customisation set, each key at most once. */
export const ZSetConfigurationSettingsArgs = ZConfigurationSetArgs.extend({
  settings: z
    .array(ZConfigurationSetting)
    .min(1)
    .max(2)
    .refine((list) => new Set(list.map((s) => s.key)).size === list.length),
});

/** Spec 3 §3 company information settings: whether the custom text is used, and the text. */
export const ZSpecialInstructions = z.object({
  itemLevelSpecialInstructionsEnabled: z.boolean(),
  itemLevelSpecialInstructionsText: z.string(),
});
export type TSpecialInstructions = z.infer<typeof ZSpecialInstructions>;

/** The form's radio (Default or Custom) and text; Custom needs its text. */
export const ZSpecialInstructionsForm = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('default'), text: z.string() }),
  z.object({ mode: z.literal('custom'), text: ZSpecialInstructionsText }),
]);
export type TSpecialInstructionsForm = z.infer<typeof ZSpecialInstructionsForm>;

/** The saved pairs as the company information answers them (a key never saved has its default). */
export const specialInstructionsOfPairs = (pairs: readonly { key: string; value: string }[]): TSpecialInstructions => {
  const saved = new Map(pairs.map(({ key, value }) => [key, value]));
  return {
    itemLevelSpecialInstructionsEnabled: saved.get(SPECIAL_INSTRUCTIONS_KEY.enabled) === 'true',
    itemLevelSpecialInstructionsText: saved.get(SPECIAL_INSTRUCTIONS_KEY.text) ?? '',
  };
};

export const specialInstructionsFormOf = (saved: TSpecialInstructions): TSpecialInstructionsForm => ({
  mode: saved.itemLevelSpecialInstructionsEnabled ? 'custom' : 'default',
  text: saved.itemLevelSpecialInstructionsText,
});

/** The settings a form saves: Default switches the custom text off and keeps it for a later Custom. */
export const configurationSettingsOf = (form: TSpecialInstructionsForm): TConfigurationSetting[] =>
  form.mode === 'custom'
    ? [
        { key: SPECIAL_INSTRUCTIONS_KEY.enabled, value: 'true' },
        { key: SPECIAL_INSTRUCTIONS_KEY.text, value: form.text },
      ]
    : [{ key: SPECIAL_INSTRUCTIONS_KEY.enabled, value: 'false' }];

/** Spec 3 §3 popular items: one of the store's best sellers, as the menu sells it today. */
export const ZPopularItem = z.object({
  displayName: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  currentPrice: z.number(),
});
export const ZPopularItemsConfiguration = z.object({ enabled: z.boolean(), items: z.array(ZPopularItem) });
export type TPopularItemsConfiguration = z.infer<typeof ZPopularItemsConfiguration>;
export const ZSetPopularItemsArgs = z.object({ enabled: z.boolean() });
