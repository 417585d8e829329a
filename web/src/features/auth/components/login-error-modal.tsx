import type { TLoginErrorCode } from '@mp/contracts/auth';
import { useTranslation } from 'react-i18next';
import { MessageModal } from '../../../components/message-modal';
import { LockedOutModal } from './locked-out-modal';

/** What the login page shows after a refused sign-in; 'generic' covers anything without its own modal. */
export type TLoginErrorModalKind = Exclude<TLoginErrorCode, 'N' | 'M' | 'S' | 'W'> | 'generic';

/** Codes that show nothing at all (spec 1 §8). */
const SILENT_CODES: readonly TLoginErrorCode[] = ['N', 'M', 'S', 'W'];

/** The modal for a login error code, or null when the spec says to show nothing. */
export function loginErrorModalKind(code: TLoginErrorCode | null): TLoginErrorModalKind | null {
  if (code && SILENT_CODES.includes(code)) return null;
  if (code === 'I' || code === 'L' || code === 'A' || code === 'F' || code === 'X' || code === 'D') return code;
  return 'generic';
}

const KEY_BY_KIND: Record<Exclude<TLoginErrorModalKind, 'L'>, string> = {
  I: 'incorrect',
  A: 'notApproved',
  F: 'noFeature',
  X: 'merchantDeactivated',
  D: 'storeDeactivated',
  J: 'generic',
  E: 'generic',
  P: 'generic',
  U: 'generic',
  generic: 'generic',
};

type TLoginErrorModalProps = { kind: TLoginErrorModalKind; username: string; onClose: () => void };

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
