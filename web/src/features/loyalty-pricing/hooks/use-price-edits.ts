import {
  filterPriceInput,
  normalizePriceListPrice,
  type TMemberChange,
  type TTieredPriceListMember,
} from '@mp/contracts/loyalty-pricing';
import { useCallback, useMemo, useState } from 'react';

/** An edited row as it was loaded (its price-list price is the one to compare with) and the text in its input. */
type TEdit = { member: TTieredPriceListMember; text: string };

const blurred = (text: string): string | null => normalizePriceListPrice(text) ?? null;

/**
 * Price-list price edits of the grid, keyed by member (not by page), so they survive paging, search and the type
 * filter. Typing keeps only digits and one point; leaving the input applies the blur rule, and an input brought back
 * to the loaded price is no edit any more.
 */
export function usePriceEdits() {
  const [edits, setEdits] = useState<ReadonlyMap<string, TEdit>>(() => new Map());

  const textOf = useCallback(
    (row: TTieredPriceListMember) => edits.get(row.id)?.text ?? row.PriceListPrice ?? '',
    [edits],
  );

  const type = useCallback((row: TTieredPriceListMember, input: string) => {
    setEdits((prev) =>
      new Map(prev).set(row.id, { member: prev.get(row.id)?.member ?? row, text: filterPriceInput(input) }),
    );
  }, []);

  const blur = useCallback((row: TTieredPriceListMember) => {
    setEdits((prev) => {
      const edit = prev.get(row.id);
      if (!edit) return prev;
      const value = blurred(edit.text);
      const next = new Map(prev);
      if (value === edit.member.PriceListPrice) next.delete(row.id);
      else next.set(row.id, { ...edit, text: value ?? '' });
      return next;
    });
  }, []);

  /** The edited members as the save sends them (the blur rule applied to any input still focused). */
  const changes = useMemo<TMemberChange[]>(
    () =>
      [...edits.values()]
        .filter((e) => blurred(e.text) !== e.member.PriceListPrice)
        .map(({ member, text }) => ({
          ItemMasterId: member.ItemMasterId,
          ItemVariationId: member.ItemVariationId,
          RetailPriceVariationGroupId: member.RetailPriceVariationGroupId,
          MemberType: member.MemberType,
          PriceListPrice: blurred(text),
        })),
    [edits],
  );

  const isEdited = useCallback(
    (row: TTieredPriceListMember) => {
      const edit = edits.get(row.id);
      return edit !== undefined && blurred(edit.text) !== edit.member.PriceListPrice;
    },
    [edits],
  );

  const reset = useCallback(() => setEdits(new Map()), []);

  // One object per edit state, so the grid (memoized) re-renders for edits only, not for keystrokes in the name.
  return useMemo(
    () => ({ textOf, type, blur, changes, isEdited, reset }),
    [textOf, type, blur, changes, isEdited, reset],
  );
}
