import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiPost, type TSchema } from './api-client';
import { succeeded } from './error-text';

/** One write of a catalogue record: the body of its Insert, Update or Delete call. */
export type TCatalogueWrite<TInsert, TUpdate, TDelete> =
  { insert: TInsert } | { update: TUpdate } | { delete: TDelete };

type TSaveResponse = { IsSuccessful: boolean; Message?: string | null };

/**
 * Insert, Update or Delete of a catalogue record (event schedules, restrictions, promotions); only status 200 with
 * IsSuccessful true is a success (spec 2 §5). Whatever the answer, the merchant's cached reads of it (`invalidates`)
 * are read again.
 */
export function useCatalogueMutation<TInsert, TUpdate, TDelete>(
  path: { insert: string; update: string; delete: string },
  response: TSchema<TSaveResponse>,
  invalidates: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (body: TCatalogueWrite<TInsert, TUpdate, TDelete>) =>
      succeeded(
        'insert' in body
          ? await apiPost(path.insert, response, body.insert)
          : 'update' in body
            ? await apiPost(path.update, response, body.update)
            : await apiPost(path.delete, response, body.delete),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  });
}
