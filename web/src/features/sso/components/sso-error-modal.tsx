import { isRecoverableSsoCode, type TSsoErrorCode, type TSsoSettings } from '@mp/contracts/sso';
import { useTranslation } from 'react-i18next';
import { MessageModal, type TModalAction } from '../../../components/message-modal';
import { backToIdentityPage } from '../lib/sso-session';

type TSsoErrorModalProps = {
  code: TSsoErrorCode;
  /** Where 'Back to identity page' leads: the provider's home page, else a new sign-in there. */
  settings: TSsoSettings | null;
  /** Carried through a new sign-in. */
  returnUrl?: string | null;
  onClose: () => void;
};

/**
 * The single-sign-on error modal of spec 1 §8: title and message by code, 'Back to identity page', and Ok only for
 * a recoverable code (U, an account that must use single sign-on, has none).
 */
export function SsoErrorModal({ code, settings, returnUrl = null, onClose }: TSsoErrorModalProps) {
  const { t } = useTranslation();
  const recoverable = isRecoverableSsoCode(code);
  const back = () => {
    // Without single sign-on configured there is no identity page: the login page is the way back.
    void backToIdentityPage(settings, returnUrl).then((left) => {
      if (!left) onClose();
    });
  };
  const actions: TModalAction[] = [
    { label: t('sso.errors.backToIdentityPage'), onClick: back, variant: recoverable ? 'outlined' : 'contained' },
    ...(recoverable ? [{ label: t('common.ok'), onClick: onClose, autoFocus: true }] : []),
  ];
  return (
    <MessageModal
      title={t(`sso.errors.${code}.title`)}
      message={t(`sso.errors.${code}.message`)}
      onClose={recoverable ? onClose : undefined}
      actions={actions}
      testId="sso-error-modal"
    />
  );
}
