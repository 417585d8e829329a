import { newRestrictionValues, type TRestrictionFormInput } from '@mp/contracts/restrictions';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { isHttpError } from '../../../lib/api-client';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { useRestriction, useRestrictionTargets } from '../api/restrictions.queries';
import { RESTRICTIONS_PATH } from '../restrictions-paths';
import { RestrictionForm } from './restriction-form';

/** Inventory → Configuration → Restrictions → one restriction (0 = new): loads it and the choices, then the form. */
export function RestrictionEditPage() {
  const { t } = useTranslation();
  const { portal } = usePortalOutlet();
  const raw = useParams().restrictionId ?? '0';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : -1;
  const restriction = useRestriction(portal.merhantId, Math.max(id, 0));
  const targets = useRestrictionTargets(portal.merhantId);

  if (id < 0 || restriction.isError || targets.isError) {
    const missing = id < 0 || (isHttpError(restriction.error) && restriction.error.status === 404);
    return (
      <Alert
        severity="error"
        action={
          <Button component={RouterLink} to={RESTRICTIONS_PATH} color="inherit">
            {t('restrictions.detail.backToList')}
          </Button>
        }
      >
        {missing ? t('restrictions.detail.notFound') : t('restrictions.detail.loadFailed')}
      </Alert>
    );
  }
  if ((id > 0 && !restriction.data) || !targets.data)
    return (
      <Stack sx={{ alignItems: 'center', p: 4 }} role="status" aria-live="polite">
        <CircularProgress aria-label={t('common.loading')} />
      </Stack>
    );
  const initial: TRestrictionFormInput = restriction.data ?? newRestrictionValues();
  return (
    <RestrictionForm
      // A reload after a stale checksum brings a new checksum: the form starts again from the saved values.
      key={`${id}:${restriction.data?.ConcurrencyChecksum ?? ''}`}
      merchantId={portal.merhantId}
      restrictionId={id}
      checksum={restriction.data?.ConcurrencyChecksum ?? ''}
      initial={initial}
      targets={targets.data}
      onReload={() => void restriction.refetch()}
    />
  );
}
