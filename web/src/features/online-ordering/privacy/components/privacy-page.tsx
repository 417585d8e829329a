import { zodResolver } from '@hookform/resolvers/zod';
import { isOnlineOrderingViewOnly } from '@mp/contracts/online-ordering/online-ordering';
import {
  PRIVACY_ERROR,
  PRIVACY_POLICY_MAX,
  ZUpdatePrivacyPolicyArgs,
} from '@mp/contracts/online-ordering/privacy-policy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveDialog } from '../../../../components/leave-dialog';
import { PendingOrFailed } from '../../../../components/pending-or-failed';
import { StickyActionBar } from '../../../../components/sticky-action-bar';
import { useDocumentTitle } from '../../../../components/use-document-title';
import { useLeaveGuard } from '../../../../components/use-leave-guard';
import { fieldError } from '../../../../lib/error-text';
import { usePortalAccess } from '../../../../lib/session/use-portal-access';
import { usePrivacyPolicy, useUpdatePrivacyPolicy } from '../api/privacy.queries';
import { PolicyMarkdown } from './policy-markdown';
import { ProviderPolicyDialog } from './provider-policy-dialog';

const k = (key: string) => `privacyPolicy.${key}`;
/** Spec 3 §4, §9: the save's success or error alert shows for 4 seconds. */
const ALERT_MS = 4000;

type TForm = { companyPrivacyPolicy: string };

/**
 * Online ordering → Privacy policy (spec 3 §2.4, §4, §5): the provider's policy read-only in a dialog, and the
 * company's own in a markdown editor with a preview. The policy is the company's, so any view of it may edit; a user
 * without the edit permission sees it read-only.
 */
export function PrivacyPage() {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(t(k('title')));
  const { ctx } = usePortalAccess();
  const viewOnly = ctx !== undefined && isOnlineOrderingViewOnly(ctx);
  const policy = usePrivacyPolicy();
  const update = useUpdatePrivacyPolicy();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [providerOpen, setProviderOpen] = useState(false);
  const [result, setResult] = useState<'saved' | 'failed' | null>(null);
  const form = useForm<TForm>({ resolver: zodResolver(ZUpdatePrivacyPolicyArgs), mode: 'onChange' });
  const saved = policy.data?.companyPrivacyPolicy;
  useEffect(() => {
    if (saved !== undefined) form.reset({ companyPrivacyPolicy: saved });
  }, [saved, form]);
  const text = useWatch({ control: form.control, name: 'companyPrivacyPolicy' }) ?? '';
  const { isDirty, errors } = form.formState;
  const { dialog } = useLeaveGuard(isDirty && !viewOnly);

  const title = (
    <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 1 }}>
      {t(k('title'))}
    </Typography>
  );
  if (!policy.data)
    return (
      <Box>
        {title}
        <PendingOrFailed
          failed={policy.isError}
          failedText={t(k('loadFailed'))}
          onRetry={() => void policy.refetch()}
        />
      </Box>
    );

  const onSave = form.handleSubmit(({ companyPrivacyPolicy }) =>
    update.mutate(companyPrivacyPolicy, {
      onSuccess: () => setResult('saved'),
      onError: () => setResult('failed'),
    }),
  );
  const empty = text.trim().length === 0;
  const overLimit = text.length > PRIVACY_POLICY_MAX;
  const busy = viewOnly || update.isPending;
  const error = fieldError(t, errors.companyPrivacyPolicy?.message);
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      {title}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(k('intro'))}
      </Typography>
      <Button variant="outlined" onClick={() => setProviderOpen(true)} sx={{ mb: 2 }}>
        {t(k('viewProvider'))}
      </Button>
      {viewOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('onlineOrdering.readOnlyNotice')}
        </Alert>
      )}
      {!viewOnly && (
        <StickyActionBar dirty={isDirty}>
          <Button onClick={() => form.reset({ companyPrivacyPolicy: saved ?? '' })} disabled={!isDirty || busy}>
            {t(k('discard'))}
          </Button>
          <Button variant="contained" onClick={() => void onSave()} disabled={!isDirty || empty || overLimit || busy}>
            {t(k('save'))}
          </Button>
        </StickyActionBar>
      )}
      <Tabs value={tab} onChange={(_, value: 'write' | 'preview') => setTab(value)} aria-label={t(k('tabs'))}>
        <Tab value="write" label={t(k('write'))} id={`${titleId}-write`} aria-controls={`${titleId}-write-panel`} />
        <Tab
          value="preview"
          label={t(k('preview'))}
          id={`${titleId}-preview`}
          aria-controls={`${titleId}-preview-panel`}
        />
      </Tabs>
      <Box
        role="tabpanel"
        id={`${titleId}-${tab}-panel`}
        aria-labelledby={`${titleId}-${tab}`}
        sx={{ pt: 2, minHeight: 280 }}
      >
        {tab === 'write' ? (
          <TextField
            {...form.register('companyPrivacyPolicy')}
            label={t(k('companyPolicy'))}
            multiline
            minRows={12}
            fullWidth
            disabled={busy}
            error={error !== undefined && !empty}
            helperText={
              <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <span>{empty ? t(k('markdownHint')) : (error ?? t(k('markdownHint')))}</span>
                <span aria-live="polite">
                  {t(k('counter'), { count: text.length, max: PRIVACY_POLICY_MAX.toLocaleString() })}
                </span>
              </Box>
            }
          />
        ) : empty ? (
          <Typography color="text.secondary">{t(k('previewEmpty'))}</Typography>
        ) : (
          <PolicyMarkdown source={text} />
        )}
      </Box>
      {overLimit && tab === 'preview' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t(PRIVACY_ERROR.tooLong, { max: PRIVACY_POLICY_MAX.toLocaleString() })}
        </Alert>
      )}
      <Snackbar open={result !== null} autoHideDuration={ALERT_MS} onClose={() => setResult(null)}>
        <Alert severity={result === 'failed' ? 'error' : 'success'} role="alert" onClose={() => setResult(null)}>
          {result === 'failed' ? t(PRIVACY_ERROR.saving) : t(k('saved'))}
        </Alert>
      </Snackbar>
      <ProviderPolicyDialog
        open={providerOpen}
        source={policy.data.providerPrivacyPolicy}
        onClose={() => setProviderOpen(false)}
      />
      <LeaveDialog {...dialog} />
    </Paper>
  );
}
