import { isHttpError } from '../../../lib/api-client';

/** The form field a server error names, without the request's envelope (itemCategory.CategoryName → CategoryName). */
export const formFieldOf = (error: unknown): string | undefined => {
  if (!isHttpError(error) || !error.field) return undefined;
  return error.field.replace(/^itemCategory\./, '').replace(/^tagAssignments(\.\d+)?$/, 'TagIds');
};
