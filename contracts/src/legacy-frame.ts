import { z } from 'zod';

/**
 * A portal path relative to /Portal/NewIndex (`account/overview`, `customers/email?variant=welcome`): word segments
 * and an optional query. No scheme, no leading slash, no `..`, no backslash: a redirect can never leave the portal.
 */
export const ZPortalRelativePath = z
  .string()
  .max(512)
  .regex(/^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*(?:\?[^\s#\\]*)?$/);

/**
 * Window messages a legacy page embedded in the portal's frame posts to `window.parent` (spec 1 §1, spec 2 §1; the
 * shapes are not shown there, these are ours):
 * - `isLoading`: the page is fetching (`true`) or done (`false`); the portal shows its loading indicator meanwhile.
 * - `showModalMask` / `hideAllModalMasks`: the page opened / closed its own modal; the portal dims its header and
 *   side navigation in between.
 * - `message`: the portal shows a message modal with `text` (plain text) and an optional `title`.
 * - `redirect`: the portal navigates to `path`, a path under /Portal/NewIndex (ZPortalRelativePath).
 */
export const ZLegacyFrameMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('isLoading'), value: z.boolean() }),
  z.object({ type: z.literal('showModalMask') }),
  z.object({ type: z.literal('hideAllModalMasks') }),
  z.object({ type: z.literal('message'), title: z.string().max(200).optional(), text: z.string().min(1).max(4000) }),
  z.object({ type: z.literal('redirect'), path: ZPortalRelativePath }),
]);
export type TLegacyFrameMessage = z.infer<typeof ZLegacyFrameMessage>;
