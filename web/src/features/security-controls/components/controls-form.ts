import type {
  TSecurityControls,
  TSecurityControlsInput,
  TSecurityControlsValues,
} from '@mp/contracts/security-controls';
import type { Control, UseFormSetValue, UseFormTrigger } from 'react-hook-form';

/** The form's values: the contract's input, counts and amounts as the text typed (the schema reads text or numbers). */
export type TControlsForm = TSecurityControlsInput;
export type TTextField = 'MaxOpenChecks' | 'MaxClearItems' | 'MaxDeleteTickets' | 'MaxTicketAmount' | 'MaxShiftAmount';

/** What each section component needs of the form. */
export type TSectionProps = {
  control: Control<TControlsForm, unknown, TSecurityControlsValues>;
  setValue: UseFormSetValue<TControlsForm>;
  trigger: UseFormTrigger<TControlsForm>;
  disabled: boolean;
};

const text = (value: number | string | null) => (value === null ? '' : String(value));

/** The loaded controls as the form holds them. */
export const formOf = (c: TSecurityControls): TControlsForm => ({
  IsLimitChecksEnabled: c.IsLimitChecksEnabled,
  MaxOpenChecks: text(c.MaxOpenChecks),
  IsLimitClearItemsEnabled: c.IsLimitClearItemsEnabled,
  MaxClearItems: text(c.MaxClearItems),
  IsLimitDeleteTicketsEnabled: c.IsLimitDeleteTicketsEnabled,
  MaxDeleteTickets: text(c.MaxDeleteTickets),
  IsLimitMaxRefundAmountEnabled: c.IsLimitMaxRefundAmountEnabled,
  MaxTicketAmount: text(c.MaxTicketAmount),
  MaxShiftAmount: text(c.MaxShiftAmount),
  IsLimitUserPermissionEnabled: c.IsLimitUserPermissionEnabled,
  ConcurrencyChecksum: c.ConcurrencyChecksum,
});

/** Turning a limit off clears its values (spec 3 §4); dirty, so Save can store the cleared limit. */
export const clearValues = (setValue: UseFormSetValue<TControlsForm>, fields: readonly TTextField[]) => {
  for (const field of fields) setValue(field, '', { shouldDirty: true, shouldValidate: true });
};
