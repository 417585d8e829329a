import type { TLoginErrorCode } from '@mp/contracts/auth';
import type { TSsoErrorCode } from '@mp/contracts/sso';
import { useTranslation } from 'react-i18next';
import { MessageModal } from '../../../components/message-modal';
import { LockedOutModal } from './locked-out-modal';

/**
 * What the login page shows after a refused sign-in; 'generic' covers anything without its own modal. The single
 * sign-on codes (J, E, P, U) get the SSO error modal, which the app supplies.
 */
export type TLoginErrorModalKind = Exclude<TLoginErrorCode, TSilentCode> | 'generic';

/** Codes that show nothing at all (spec 1 §8). */
const SILENT_CODES = ['N', 'M', 'S', 'W'] as const;
type TSilentCode = (typeof SILENT_CODES)[number];
const isSilent = (code: TLoginErrorCode): code is TSilentCode => (SILENT_CODES as readonly string[]).includes(code);

/** The modal for a login error code, or null when the spec says to show nothing. */
export function loginErrorModalKind(code: TLoginErrorCode | null): TLoginErrorModalKind | null {
  if (!code) return 'generic';
  return isSilent(code) ? null : code;
}

type TOwnKind = Exclude<TLoginErrorModalKind, TSsoErrorCode>;

const KEY_BY_KIND: Record<Exclude<TOwnKind, 'L'>, string> = {
  I: 'incorrect',
  A: 'notApproved',
  F: 'noFeature',
  X: 'merchantDeactivated',
  D: 'storeDeactivated',
  generic: 'generic',
};

type TLoginErrorModalProps = { kind: TOwnKind; username: string; onClose: () => void };

export function LoginErrorModal({ kind, username, onClose }: TLoginErrorModalProps) {
  const { t } = useTranslation();
  if (kind === 'L') return <LockedOutModal initialUserName={username} onClose={onClose} />;
  const key = KEY_BY_KIND[kind];
  return (
    <MessageModal
      title={t(`auth.loginErrors.${key}.title`)}
      message={t(`auth.loginErrors.${key}.message`)}
      onClose={onClose}
      actions={[{ label: t('common.ok'), onClick: onClose, autoFocus: true }]}
    />
  );
}
