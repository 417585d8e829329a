import {
  changedRows,
  editSelected,
  setAvailability,
  withEdits,
  type TAvailabilityEdits,
  type TAvailabilityField,
  type TEditSelectedItemsForm,
  type TItemAvailabilityRow,
} from '@mp/contracts/item-availability';
import { useMemo, useState } from 'react';

const NO_ROWS: readonly TItemAvailabilityRow[] = [];
const NO_EDITS: TAvailabilityEdits = {};

/**
 * The grid's local state over the loaded page: switch edits (kept as differences from the loaded rows, so switching
 * back leaves nothing pending) and the row selection of the edit-selected-items modal.
 */
export function useAvailabilityEdits(loaded: readonly TItemAvailabilityRow[] | undefined) {
  const rows = loaded ?? NO_ROWS;
  const [edits, setEdits] = useState<TAvailabilityEdits>(NO_EDITS);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const shownRows = useMemo(() => rows.map((row) => withEdits(row, edits)), [rows, edits]);
  const changes = useMemo(() => changedRows(rows, edits), [rows, edits]);

  const setField = (row: TItemAvailabilityRow, field: TAvailabilityField, value: boolean) =>
    setEdits((current) => setAvailability(current, [row], { [field]: value }));

  const applyToSelected = (form: TEditSelectedItemsForm, editable: readonly TAvailabilityField[]) =>
    setEdits((current) => editSelected(current, rows, selected, form, editable));

  const toggleSelected = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.ItemMasterId));
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(rows.map((row) => row.ItemMasterId)));

  /** Drops every edit (cancel, a saved page, a confirmed page or search change). */
  const discardEdits = () => setEdits(NO_EDITS);
  const clearSelection = () => setSelected(new Set());

  return {
    shownRows,
    changes,
    selected,
    allSelected,
    setField,
    applyToSelected,
    toggleSelected,
    toggleAll,
    discardEdits,
    clearSelection,
  };
}
