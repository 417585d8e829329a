import { EMPLOYEE_ERROR, type TDeviceCodeResponse, type TEmployeeDetail } from '@mp/contracts/employees';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PhonelinkSetupIcon from '@mui/icons-material/PhonelinkSetup';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageModal } from '../../../components/message-modal';
import { errorText } from '../../../lib/error-text';
import { useFormat } from '../../../lib/use-format';
import { useGenerateDeviceCode } from '../api/employees.queries';

type TStep = 'idle' | 'confirm' | 'shown' | 'failed';

/**
 * The device registration code (spec 3 §4, §6): the detail shows this button only when the server says the user may
 * (flag, a POS role, the permission). A confirmation first; the code is shown once, large and copyable, with its expiry.
 */
export function DeviceCodeButton({ detail }: { detail: TEmployeeDetail }) {
  const { t } = useTranslation();
  const d = (key: string, vars?: Record<string, unknown>) => t(`employees.detail.deviceCode.${key}`, vars);
  const format = useFormat();
  const generate = useGenerateDeviceCode();
  const [step, setStep] = useState<TStep>('idle');
  const [code, setCode] = useState<TDeviceCodeResponse | null>(null);
  const [copied, setCopied] = useState(false);

  const close = () => {
    setStep('idle');
    // The code is not kept once its dialog closes: a new one is a new request.
    setCode(null);
    setCopied(false);
    generate.reset();
  };
  const onGenerate = () =>
    generate.mutate(
      {
        posUserId: detail.posUserId,
        userFullName: detail.userName,
        userName: detail.membershipUserName ?? detail.shortName,
      },
      {
        onSuccess: (answer) => {
          setCode(answer);
          setStep('shown');
        },
        onError: () => setStep('failed'),
      },
    );
  const copy = async () => {
    if (!code) return;
    // A browser that refuses the clipboard leaves the code on screen to copy by hand.
    setCopied(
      await navigator.clipboard.writeText(code.code).then(
        () => true,
        () => false,
      ),
    );
  };

  return (
    <>
      <Button variant="outlined" startIcon={<PhonelinkSetupIcon />} onClick={() => setStep('confirm')}>
        {d('button')}
      </Button>
      <MessageModal
        open={step === 'confirm'}
        title={d('confirmTitle')}
        message={d('confirmText', { name: detail.userName })}
        onClose={generate.isPending ? undefined : close}
        actions={[
          { label: t('common.cancel'), onClick: close, variant: 'text', disabled: generate.isPending },
          { label: d('generate'), onClick: onGenerate, disabled: generate.isPending, autoFocus: true },
        ]}
      />
      <MessageModal
        open={step === 'shown' && code !== null}
        title={d('codeTitle')}
        maxWidth="sm"
        onClose={close}
        actions={[{ label: d('done'), onClick: close }]}
      >
        {code ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>{d('codeFor', { name: detail.userName })}</Typography>
            <Typography
              component="p"
              sx={{ fontFamily: 'monospace', fontSize: { xs: '2rem', sm: '3rem' }, letterSpacing: '0.1em' }}
            >
              {code.code}
            </Typography>
            <Typography>{d('expires', { time: format.dateTime(code.expiresAt) })}</Typography>
            <Typography color="text.secondary">{d('onlyOnce')}</Typography>
            <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
              {copied ? d('copied') : d('copy')}
            </Button>
          </Stack>
        ) : null}
      </MessageModal>
      <MessageModal
        open={step === 'failed'}
        title={t('employees.detail.errorTitle')}
        message={errorText(t, generate.error, { fallbackKey: EMPLOYEE_ERROR.deviceCodeFailed })}
        onClose={close}
        actions={[{ label: t('common.ok'), onClick: close, autoFocus: true }]}
      />
    </>
  );
}
