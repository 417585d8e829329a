import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../lib/api-client';
import { MenuRefusal } from '../api/categories-items.queries';

/**
 * A failed call as text: the server's keyed message when we know the key, its Message for a refusal (spec 2 §8:
 * "Category failure: server Message"), else the screen's fallback.
 */
export function useFailureText() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown, fallbackKey: string): string => {
      if (isHttpError(error)) {
        const key = error.messageKey;
        if (key && i18n.exists(key)) return t(key);
        return error.body?.message ?? t(fallbackKey);
      }
      if (error instanceof MenuRefusal && error.message) return error.message;
      return t(fallbackKey);
    },
    [t, i18n],
  );
}

/** The form field a server error names, without the request's envelope (itemCategory.CategoryName → CategoryName). */
export const formFieldOf = (error: unknown): string | undefined => {
  if (!isHttpError(error) || !error.field) return undefined;
  return error.field.replace(/^itemCategory\./, '').replace(/^tagAssignments(\.\d+)?$/, 'TagIds');
};
