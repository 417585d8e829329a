import type { UseFormRegisterReturn } from 'react-hook-form';

/** react-hook-form's register() for an MUI TextField: its ref belongs on the inner input, not the root. */
export const fieldProps = ({ ref, ...rest }: UseFormRegisterReturn) => ({ ...rest, inputRef: ref });
