import { SelectionDialog, type TSelectionDialogProps } from './selection-dialog';

/** 'Select a store' for company users and users assigned to several stores. */
export function StoreSelectionModal(props: TSelectionDialogProps) {
  return <SelectionDialog kind="store" {...props} />;
}
