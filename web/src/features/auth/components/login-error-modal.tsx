import type { TSsoErrorCode } from '@mp/contracts/sso';
import { useTranslation } from 'react-i18next';
import { MessageModal } from '../../../components/message-modal';
import type { TLoginErrorModalKind } from '../lib/login-error-kind';
import { LockedOutModal } from './locked-out-modal';

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
