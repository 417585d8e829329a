import { zodResolver } from '@hookform/resolvers/zod';
import { SITES_ERROR, sitePath, type TWebDomainForm, ZWebDomainForm } from '@mp/contracts/online-ordering/sites';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form-text-field';
import { isHttpError } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/error-text';
import { useStoreViewGreyed } from '../../shared/store-view-greyed';
import { useSaveWebDomain, WebDomainSaveError } from '../api/sites.queries';

type TWebDomainEditorProps = {
  /** The saved names; null where none is provisioned yet (Save then creates it). */
  company: string | null;
  site: string | null;
  /** View-only user: no Edit. */
  disabled: boolean;
};

/** The ordering site's full address: this portal's origin and the spec's path (spec 3 §9). */
const orderingUrl = (company: string, site: string) => `${window.location.origin}${sitePath(company, site)}`;

/**
 * Spec 3 §2.4, §4 Store domain: the web domain in view mode, Edit, then Save or Cancel; a success alert after a
 * save. A name another company or site uses shows DomainNameTakenErrMsg under the field the refused call named.
 */
export function WebDomainEditor({ company, site, disabled }: TWebDomainEditorProps) {
  const { t } = useTranslation();
  // A multi-site company view (spec 3 §6): the fields shown greyed (disabled), with no Edit, Save or Cancel.
  const greyed = useStoreViewGreyed();
  const k = (key: string) => t(`onlineOrdering.store.domain.${key}`);
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useSaveWebDomain();
  const form = useForm<TWebDomainForm>({
    resolver: zodResolver(ZWebDomainForm),
    mode: 'onChange',
    values: { companyUriName: company ?? '', siteUriName: site ?? '' },
  });

  const onEdit = () => {
    setSaved(false);
    save.reset();
    setEditing(true);
  };
  const onCancel = () => {
    form.reset();
    save.reset();
    setEditing(false);
  };
  const onSave = form.handleSubmit((values) =>
    save.mutate(
      { values, company, site },
      {
        onSuccess: () => {
          setEditing(false);
          setSaved(true);
        },
        onError: (error) => {
          if (!(error instanceof WebDomainSaveError)) return;
          const cause = error.cause;
          if (isHttpError(cause) && cause.body?.messageKey === SITES_ERROR.domainNameTaken)
            form.setError(error.field, { message: SITES_ERROR.domainNameTaken }, { shouldFocus: true });
          else if (isHttpError(cause) && cause.status === 400 && cause.body?.messageKey)
            form.setError(error.field, { message: cause.body.messageKey }, { shouldFocus: true });
        },
      },
    ),
  );
  // A refusal shown under its field needs no banner; anything else (a fault, the network) gets one.
  const failure = save.error instanceof WebDomainSaveError ? save.error.cause : save.error;
  const shownAtField = isHttpError(failure) && (failure.status === 400 || failure.status === 409);

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {k('title')}
      </Typography>
      {saved && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setSaved(false)}>
          {k('saved')}
        </Alert>
      )}
      {save.isError && !shownAtField && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(t, failure, { fallbackKey: 'onlineOrdering.store.domain.saveFailed' })}
        </Alert>
      )}
      {editing || greyed ? (
        <Box component="form" noValidate onSubmit={(e) => void onSave(e)}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {k('rule')}
          </Typography>
          <Stack spacing={1} sx={{ maxWidth: 480 }}>
            <FormTextField
              control={form.control}
              name="companyUriName"
              label={k('company')}
              disabled={greyed}
              required
            />
            <FormTextField control={form.control} name="siteUriName" label={k('site')} disabled={greyed} required />
          </Stack>
          {!greyed && (
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={save.isPending || !form.formState.isValid}>
                {k('save')}
              </Button>
              <Button onClick={onCancel} disabled={save.isPending}>
                {k('cancel')}
              </Button>
            </Stack>
          )}
        </Box>
      ) : (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography>
            {k('company')}: <strong>{company ?? k('none')}</strong>
          </Typography>
          <Typography>
            {k('site')}: <strong>{site ?? k('none')}</strong>
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {k('url')}:{' '}
            {company && site ? (
              <span data-testid="ordering-url">{orderingUrl(company, site)}</span>
            ) : (
              <span>{k('noUrl')}</span>
            )}
          </Typography>
          {!disabled && (
            <Button variant="outlined" onClick={onEdit}>
              {company && site ? k('edit') : k('setUp')}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
