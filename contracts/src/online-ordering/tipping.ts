import { z } from 'zod';
import type { TErrorKey } from '../api-error.ts';

/** Spec 3 §5, §9: three suggestions, 15, 18 and 20 percent unless the store chose others. */
export const TIP_SUGGESTION_COUNT = 3;
export const DEFAULT_TIP_PERCENTS = [15, 18, 20] as const;
/** Not given by the spec: a suggestion is a percent of the order, at most the whole of it, to two decimals. */
export const TIP_PERCENT_MAX = 100;

export const TIPPING_ERROR = {
  /** Spec 3 §5: an empty suggestion (NoInputError). */
  noInput: 'tipping.errors.noInput',
  percent: 'tipping.errors.percent',
  oneDefault: 'tipping.errors.oneDefault',
  /** Spec 3 §8: SavingError. */
  saving: 'tipping.errors.saving',
} as const satisfies Record<string, TErrorKey>;

const TWO_DECIMALS = /^\d{1,3}(\.\d{1,2})?$/;

/** A percent as typed: required, digits with up to two decimals, 0 to 100. Shared by the form and the server. */
export const ZTipPercentText = z
  .string()
  .trim()
  .min(1, TIPPING_ERROR.noInput)
  .regex(TWO_DECIMALS, TIPPING_ERROR.percent)
  .refine((text) => Number(text) <= TIP_PERCENT_MAX, TIPPING_ERROR.percent);

export const ZTipSuggestion = z.object({
  /** Spec 3 §7.2: a label such as 'Sug 1 15%'. */
  description: z.string().max(50),
  value: z.number().min(0, TIPPING_ERROR.percent).max(TIP_PERCENT_MAX, TIPPING_ERROR.percent).multipleOf(0.01),
  isDefault: z.boolean(),
});
export type TTipSuggestion = z.infer<typeof ZTipSuggestion>;

/** Spec 3 §3 tip settings: the switch and the three suggestions, at most one of them the default. */
export const ZTipsConfiguration = z.object({
  enabled: z.boolean(),
  suggestions: z
    .array(ZTipSuggestion)
    .length(TIP_SUGGESTION_COUNT)
    .refine((list) => list.filter((s) => s.isDefault).length <= 1, TIPPING_ERROR.oneDefault),
});
export type TTipsConfiguration = z.infer<typeof ZTipsConfiguration>;

export const ZUpdateTipsConfigurationArgs = z.object({ input: ZTipsConfiguration });

/** Spec 3 §7.2: the description the suggestions are saved with ('Sug 1 15%'). */
export const tipDescription = (index: number, value: number): string => `Sug ${index + 1} ${value}%`;

/** A store that never saved its tips: off, the spec's three percents, none of them the default. */
export const defaultTipsConfiguration = (): TTipsConfiguration => ({
  enabled: false,
  suggestions: DEFAULT_TIP_PERCENTS.map((value, index) => ({
    description: tipDescription(index, value),
    value,
    isDefault: false,
  })),
});

/** The form's values: the switch, which suggestion is the default (-1 none) and the three percents as typed. */
export const ZTippingForm = z.object({
  enabled: z.boolean(),
  defaultIndex: z
    .number()
    .int()
    .min(-1)
    .max(TIP_SUGGESTION_COUNT - 1),
  percents: z.array(ZTipPercentText).length(TIP_SUGGESTION_COUNT),
});
export type TTippingForm = z.infer<typeof ZTippingForm>;

export const tippingFormOf = (config: TTipsConfiguration): TTippingForm => ({
  enabled: config.enabled,
  defaultIndex: config.suggestions.findIndex((s) => s.isDefault),
  percents: config.suggestions.map((s) => String(s.value)),
});

export const tipsConfigurationOf = (form: TTippingForm): TTipsConfiguration => ({
  enabled: form.enabled,
  suggestions: form.percents.map((text, index) => ({
    description: tipDescription(index, Number(text)),
    value: Number(text),
    isDefault: index === form.defaultIndex,
  })),
});
