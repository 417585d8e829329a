import { isAdminType } from '@mp/contracts/access/roles';
import { marksNewStores, pastDueOutcome } from '@mp/contracts/access/login-flow';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageModal } from '../../../components/message-modal';
import { PastDueModal } from '../../../components/past-due-modal';
import { SuspendedModal } from '../../../components/suspended-modal';
import { useUpdateMerchantEulaHistory } from '../api/auth.queries';
import { requestPaymentPage } from '../../../lib/session-flags';
import type { TLoginFlowState } from '../hooks/use-login-flow';
import { ChangePasswordDialog } from './change-password-dialog';
import { LicenseAgreementModal } from './license-agreement-modal';

/** What the app needs to show the merchant- or store-selection modal during sign-in. */
export type TSelectionSlotProps = {
  kind: 'merchant' | 'store';
  markNewStores: boolean;
  isAdminType: boolean;
  canUpdatePayment: boolean;
  /** A store context was saved: the sign-in is complete. */
  onDone: () => void;
  /** Cancel during sign-in signs out. */
  onCancel: () => void;
};

/** Why a step signed the user out, when the login page should say so. */
export type TSignOutReason = 'licenseDeclined' | 'pastDueSkipped';

type TLoginFlowModalsProps = {
  flow: TLoginFlowState;
  pass: (step: 'licenseAgreement' | 'pastDue' | 'changePassword') => void;
  signOut: (reason?: TSignOutReason) => void;
  onComplete: () => void;
  renderSelection: (props: TSelectionSlotProps) => ReactNode;
};

/** The modal of the current post-login step (spec 1 §4). */
export function LoginFlowModals({ flow, pass, signOut, onComplete, renderSelection }: TLoginFlowModalsProps) {
  const { t } = useTranslation();
  const updateEula = useUpdateMerchantEulaHistory();
  const { result } = flow;
  const adminType = isAdminType(result);

  switch (flow.step) {
    case 'spreOnly':
      return (
        <MessageModal
          title={t('auth.spreOnly.title')}
          message={t('auth.spreOnly.message')}
          actions={[{ label: t('common.ok'), onClick: () => signOut(), autoFocus: true }]}
        />
      );
    case 'licenseAgreement':
      return (
        <LicenseAgreementModal
          fileName={result.eulaFileName ?? ''}
          accepting={updateEula.isPending}
          onDecline={() => signOut('licenseDeclined')}
          onAccept={() =>
            updateEula.mutate(
              {
                eulaId: result.eulaId ?? 0,
                membershipUserId: result.membershipUserId,
                merchantId: result.merchantId,
                merchantStatusCode: result.merchantStatusCode,
              },
              { onSuccess: () => pass('licenseAgreement') },
            )
          }
        />
      );
    case 'suspended':
      return <SuspendedModal onGoBack={() => signOut()} onUnderstand={adminType ? onComplete : undefined} />;
    case 'pastDue': {
      const days = result.storePastDueRemainingDays ?? 0;
      return (
        <PastDueModal
          days={days}
          mayUpdatePayment={result.canUpdatePayment}
          onSkip={() => (pastDueOutcome(days, adminType) === 'logOff' ? signOut('pastDueSkipped') : pass('pastDue'))}
          onUpdatePayment={() => {
            requestPaymentPage();
            pass('pastDue');
          }}
        />
      );
    }
    case 'changePassword':
      return (
        <ChangePasswordDialog
          mode="createSession"
          userName={flow.username}
          token={result.resetPasswordToken ?? ''}
          onDone={() => pass('changePassword')}
          onCancel={() => signOut()}
        />
      );
    case 'storeSelection':
    case 'merchantSelection':
      return renderSelection({
        kind: flow.step === 'merchantSelection' ? 'merchant' : 'store',
        markNewStores: marksNewStores(result),
        isAdminType: adminType,
        canUpdatePayment: result.canUpdatePayment,
        onDone: onComplete,
        onCancel: () => signOut(),
      });
    case 'portal':
      return null;
  }
}
