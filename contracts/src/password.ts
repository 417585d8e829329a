import { z } from 'zod';
import { ZIdOrZeroParam, ZIdParam } from './fields.ts';

/** Password limits of spec 1 §5 and §9. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 25;

/** Password problems: the spec's names (PasswordFormat, SimilarPassword …) under `password.errors`. */
export const PASSWORD_MESSAGE = {
  format: 'password.errors.PasswordFormat',
  similar: 'password.errors.SimilarPassword',
  notMatch: 'password.errors.PasswordsNotMatch',
  required: 'password.errors.Required',
  /** The spec's Modal.ChangePassword.WrongOldPassword. */
  wrongOldPassword: 'password.errors.WrongOldPassword',
  /** Wrong current passwords count toward the sign-in lock-out; past it the account is locked. */
  locked: 'password.errors.Locked',
  /** The spec's Modal.ResetPassword.InvalidToken: a reset link or sign-in that expired or was used. */
  invalidToken: 'password.errors.InvalidToken',
  /** The spec's Modal.ResetPassword.ResetFailed. */
  resetFailed: 'password.errors.ResetFailed',
} as const;
export type TPasswordMessage = (typeof PASSWORD_MESSAGE)[keyof typeof PASSWORD_MESSAGE];

/**
 * True when `password` satisfies every rule of spec 1 §5: 8 to 25 characters, a digit, a lowercase and an
 * uppercase letter, a non-word character, no whitespace, and not containing the user name (any case).
 */
export function isPasswordFormatValid(password: string, userName: string): boolean {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return false;
  if (!/\d/.test(password) || !/[a-z]/.test(password) || !/[A-Z]/.test(password)) return false;
  // `_` is a word character, so it does not count as the special character.
  if (!/[^\w\s]/.test(password) || /\s/.test(password)) return false;
  const name = userName.trim().toLowerCase();
  return name === '' || !password.toLowerCase().includes(name);
}

type TNewPasswordFields = { oldPassword?: string | undefined; password: string; reenterPassword: string };

/**
 * Checks a new password, its confirmation and (when given) the old password, in the order the dialog shows
 * them. Returns the field and message key of each problem; an empty list means the change may be sent.
 */
export function newPasswordProblems(
  fields: TNewPasswordFields,
  userName: string,
): { field: keyof TNewPasswordFields; message: TPasswordMessage }[] {
  const problems: { field: keyof TNewPasswordFields; message: TPasswordMessage }[] = [];
  if (fields.oldPassword !== undefined && fields.oldPassword === '')
    problems.push({ field: 'oldPassword', message: PASSWORD_MESSAGE.required });
  if (!isPasswordFormatValid(fields.password, userName))
    problems.push({ field: 'password', message: PASSWORD_MESSAGE.format });
  else if (fields.oldPassword !== undefined && fields.oldPassword === fields.password)
    problems.push({ field: 'password', message: PASSWORD_MESSAGE.similar });
  if (fields.reenterPassword !== fields.password)
    problems.push({ field: 'reenterPassword', message: PASSWORD_MESSAGE.notMatch });
  return problems;
}

const addProblems = (
  ctx: z.RefinementCtx,
  problems: ReturnType<typeof newPasswordProblems>,
  fieldNames: Record<keyof TNewPasswordFields, string>,
) => {
  for (const problem of problems)
    ctx.addIssue({ code: 'custom', path: [fieldNames[problem.field]], message: problem.message });
};

/** User/ChangePassword body (spec 1 §3 "Password change payload"); `OldPassword` is our addition, see README. */
export const ZChangePasswordRequest = z
  .object({
    MembershipUserId: ZIdParam,
    MembershipUserName: z.string().min(1).max(256),
    POSUserId: ZIdOrZeroParam.optional(),
    OldPassword: z.string().max(256),
    Password: z.string().max(256),
    ReenterPassword: z.string().max(256),
  })
  .superRefine((body, ctx) =>
    addProblems(
      ctx,
      newPasswordProblems(
        { oldPassword: body.OldPassword, password: body.Password, reenterPassword: body.ReenterPassword },
        body.MembershipUserName,
      ),
      { oldPassword: 'OldPassword', password: 'Password', reenterPassword: 'ReenterPassword' },
    ),
  );
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/**
 * User/ChangePasswordAndCreateSession body (query `token` from the login result): the forced change after a
 * sign-in with the reset flag. The old password was just proven by LogOn, so it is not asked again, but it
 * must still differ: the server checks that against the stored hash.
 */
export const ZChangePasswordAndCreateSessionRequest = z
  .object({
    MembershipUserName: z.string().min(1).max(256),
    Password: z.string().max(256),
    ReenterPassword: z.string().max(256),
  })
  .superRefine((body, ctx) =>
    addProblems(
      ctx,
      newPasswordProblems({ password: body.Password, reenterPassword: body.ReenterPassword }, body.MembershipUserName),
      { oldPassword: 'OldPassword', password: 'Password', reenterPassword: 'ReenterPassword' },
    ),
  );
export type TChangePasswordAndCreateSessionRequest = z.infer<typeof ZChangePasswordAndCreateSessionRequest>;

/** Response of both password-change calls. `Message` is a message key when the change failed. */
export const ZPasswordChangeResponse = z.object({ IsSuccessful: z.boolean(), Message: z.string() });
export type TPasswordChangeResponse = z.infer<typeof ZPasswordChangeResponse>;
