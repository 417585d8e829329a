import { SelectionDialog, type TSelectionDialogProps } from './selection-dialog';

/** 'Select a merchant' for admins, merchant admins and partners, with the include-deactivated switch. */
export function MerchantSelectionModal(props: TSelectionDialogProps) {
  return <SelectionDialog kind="merchant" {...props} />;
}
