import {
  COUNT_LIMITS,
  filterCountInput,
  filterDollarInput,
  formatDollarInput,
  normalizeCountInput,
} from '@mp/contracts/security-controls';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TSectionProps } from './controls-form';
import { LimitSwitch } from './limit-switch';
import { LimitTextField } from './limit-text-field';

/** One titled section of the screen, a group named by its title. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

type TCountLimit = (typeof COUNT_LIMITS)[number];
const REFUND_AMOUNTS = ['MaxTicketAmount', 'MaxShiftAmount'] as const;

/** Open checks, clear items or delete tickets: a switch and the most allowed (1–9999) while it is on. */
export function CountLimitSection({ limit, ...props }: TSectionProps & { limit: TCountLimit }) {
  const { t } = useTranslation();
  const on = useWatch({ control: props.control, name: limit.enabled });
  const k = (key: string) => t(`securityControls.sections.${limit.section}.${key}`);
  return (
    <Section title={k('title')}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <LimitSwitch {...props} name={limit.enabled} label={k('switch')} values={[limit.value]} />
        <LimitTextField
          control={props.control}
          trigger={props.trigger}
          name={limit.value}
          label={k('value')}
          disabled={props.disabled || !on}
          filter={filterCountInput}
          onBlurFormat={normalizeCountInput}
          inputMode="numeric"
        />
      </Stack>
    </Section>
  );
}

/** The refund limit: a switch and the most refunded per ticket and per shift (at least one while it is on). */
export function RefundLimitSection(props: TSectionProps) {
  const { t } = useTranslation();
  const on = useWatch({ control: props.control, name: 'IsLimitMaxRefundAmountEnabled' });
  const k = (key: string) => t(`securityControls.sections.maxRefund.${key}`);
  const amount = (name: 'MaxTicketAmount' | 'MaxShiftAmount', label: string) => (
    <LimitTextField
      control={props.control}
      trigger={props.trigger}
      related={REFUND_AMOUNTS}
      name={name}
      label={label}
      disabled={props.disabled || !on}
      filter={filterDollarInput}
      onBlurFormat={formatDollarInput}
      inputMode="decimal"
    />
  );
  return (
    <Section title={k('title')}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <LimitSwitch {...props} name="IsLimitMaxRefundAmountEnabled" label={k('switch')} values={REFUND_AMOUNTS} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {amount('MaxTicketAmount', k('ticket'))}
          {amount('MaxShiftAmount', k('shift'))}
        </Stack>
      </Stack>
    </Section>
  );
}

/** The restrict-user-roles override: a switch alone. */
export function UserPermissionSection(props: TSectionProps) {
  const { t } = useTranslation();
  const k = (key: string) => t(`securityControls.sections.userPermission.${key}`);
  return (
    <Section title={k('title')}>
      <LimitSwitch {...props} name="IsLimitUserPermissionEnabled" label={k('switch')} />
      <Typography variant="body2" color="text.secondary">
        {k('hint')}
      </Typography>
    </Section>
  );
}
