import type { TAccessContext } from './access-context.ts';
import { ACCESS_FLAG, isFlagOn } from './flags.ts';

type TFlagsOnly = Pick<TAccessContext, 'flags'>;

// Manager mode, the ASM employee flag and the ASM login flag together mean the separate manager platform owns
// employees, so the portal shows its style of screens (spec 1 §2 Employees routes).
const onManagerPlatform = ({ flags }: TFlagsOnly) =>
  [ACCESS_FLAG.managerMode, ACCESS_FLAG.asmEmployee, ACCESS_FLAG.asmLogin].every((name) => isFlagOn(flags, name));

/** Which employee list renders: the ASM-style list on the manager platform, else the classic one. */
export const employeesScreen = (ctx: TFlagsOnly): 'asm' | 'classic' => (onManagerPlatform(ctx) ? 'asm' : 'classic');

/** Which security-controls page renders, chosen by its flag. */
export const securityControlsScreen = ({ flags }: TFlagsOnly): 'new' | 'old' =>
  isFlagOn(flags, ACCESS_FLAG.securityControlsNewPage) ? 'new' : 'old';
