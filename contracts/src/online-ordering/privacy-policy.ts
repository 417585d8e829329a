import { z } from 'zod';
import type { TErrorKey } from '../api-error.ts';

/** Spec 3 §5, §9: the company's privacy policy is at most 10,000 characters. */
export const PRIVACY_POLICY_MAX = 10_000;

export const PRIVACY_ERROR = {
  /** Spec 3 §5: Save stays disabled while the policy is empty. */
  empty: 'privacyPolicy.errors.empty',
  /** Spec 3 §8: the over-limit message, naming the limit. */
  tooLong: 'privacyPolicy.errors.tooLong',
  /** Spec 3 §8: the error alert of a failed save. */
  saving: 'privacyPolicy.errors.saving',
} as const satisfies Record<string, TErrorKey>;

/** The company policy as typed (markdown): required, at most the limit. Shared by the editor and the server. */
export const ZCompanyPrivacyPolicy = z
  .string()
  .refine((text) => text.trim().length > 0, PRIVACY_ERROR.empty)
  .refine((text) => text.length <= PRIVACY_POLICY_MAX, PRIVACY_ERROR.tooLong);

export const ZUpdatePrivacyPolicyArgs = z.object({ companyPrivacyPolicy: ZCompanyPrivacyPolicy });

/** Spec 3 §3 privacy policy: the company's own (editable; empty until first saved) and the provider's (read-only). */
export const ZPrivacyPolicy = z.object({
  companyPrivacyPolicy: z.string(),
  providerPrivacyPolicy: z.string(),
});
export type TPrivacyPolicy = z.infer<typeof ZPrivacyPolicy>;

/**
 * Links the rendered policy may carry: http and https only (a `javascript:` or `data:` link, or a relative one that
 * would point into the portal, is shown as text). Shared by the preview and the test that guards it.
 */
export const isSafePolicyLink = (href: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(href).protocol);
  } catch {
    return false;
  }
};
