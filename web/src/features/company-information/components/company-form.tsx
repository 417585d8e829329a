import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPANY_INFORMATION_ERROR,
  companyFormOf,
  companyFormSchema,
  type TCompanyInformation,
  type TCompanyPageForm,
  type TCompanyPageFormInput,
} from '@mp/contracts/company-information';
import type { TCountry } from '@mp/contracts/locale';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveDialog } from '../../../components/leave-dialog';
import { SaveFailedAlert } from '../../../components/save-failed-alert';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { useLeaveGuard } from '../../../components/use-leave-guard';
import { isHttpError } from '../../../lib/api-client';
import { useSaveCompanyInformation } from '../api/company-information.queries';
import { CompanyTextField, type TCompanyTextName } from './company-text-field';
import { CountryStateFields } from './country-state-fields';

type TProps = {
  loaded: TCompanyInformation;
  countries: readonly TCountry[];
  mayEdit: boolean;
  /** Reloads the company after a stale save (someone else saved meanwhile). */
  onReload: () => Promise<unknown>;
};

const ADDRESS_FIELDS = ['countryId', 'coAdd1', 'coAdd2', 'coCity', 'coState', 'coZip'] as const;
const SECTIONS: {
  titleKey: string;
  fields: { name: TCompanyTextName; required?: boolean; type?: 'email' | 'tel' | 'url'; autoComplete?: string }[];
}[] = [
  {
    titleKey: 'contact',
    fields: [
      { name: 'contName', required: true, autoComplete: 'name' },
      { name: 'contEmail', required: true, type: 'email', autoComplete: 'email' },
      { name: 'contPhone', type: 'tel', autoComplete: 'tel' },
      { name: 'marketingFromEmailAddress', required: true, type: 'email' },
    ],
  },
  {
    titleKey: 'web',
    fields: [
      { name: 'webSiteUrl', type: 'url', autoComplete: 'url' },
      { name: 'merchantLogoUrl', type: 'url' },
    ],
  },
];

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, rowGap: 1 };

/**
 * The company form (spec 2 §3, §5), mounted with the loaded values as its defaults. The state rule follows the chosen
 * country; every field is disabled without the company-edit right. A failed save says "Company Info update failed"
 * and marks the field the server named.
 */
export function CompanyForm({ loaded, countries, mayEdit, onReload }: TProps) {
  const { t } = useTranslation();
  const save = useSaveCompanyInformation();
  const [saved, setSaved] = useState(false);
  const hasStates = (countryId: number) => countries.find((c) => c.CountryId === countryId)?.HasStates ?? false;
  const resolver: Resolver<TCompanyPageFormInput, unknown, TCompanyPageForm> = (values, context, options) =>
    zodResolver(companyFormSchema(hasStates(values.countryId)))(values, context, options);
  const form = useForm<TCompanyPageFormInput, unknown, TCompanyPageForm>({
    resolver,
    mode: 'onChange',
    defaultValues: companyFormOf(loaded),
  });
  const { isDirty, isValid, dirtyFields } = form.formState;
  const { dialog } = useLeaveGuard(isDirty && mayEdit);

  const onSave = form.handleSubmit((values) => {
    const changed = Object.keys(dirtyFields) as (keyof TCompanyPageFormInput)[];
    save.mutate(
      {
        values,
        companyChanged: changed.some((name) => name !== 'merchantLogoUrl'),
        addressChanged: changed.some((name) => (ADDRESS_FIELDS as readonly string[]).includes(name)),
        logoChanged: changed.includes('merchantLogoUrl'),
      },
      {
        onSuccess: (entity) => {
          if (entity) form.reset(companyFormOf(entity));
          setSaved(true);
        },
        onError: (error) => {
          const field = isHttpError(error) ? error.field?.replace(/^company\./, '') : undefined;
          if (isHttpError(error) && field && field in form.getValues())
            form.setError(field as keyof TCompanyPageFormInput, { message: error.messageKey }, { shouldFocus: true });
        },
      },
    );
  });
  const stale = isHttpError(save.error) && save.error.messageKey === COMPANY_INFORMATION_ERROR.staleChecksum;
  const disabled = !mayEdit || save.isPending;
  const industry = t(`companyInformation.industries.${loaded.industryId}`, { defaultValue: String(loaded.industryId) });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSave(event)}>
      <StickyActionBar dirty={isDirty && mayEdit}>
        <Button type="submit" variant="contained" disabled={!isDirty || !isValid || disabled}>
          {t('companyInformation.save')}
        </Button>
      </StickyActionBar>
      {save.isError && (
        <SaveFailedAlert
          error={save.error}
          stale={stale}
          fallback={t('companyInformation.errors.updateFailed')}
          onReload={() => {
            save.reset();
            void onReload();
          }}
        />
      )}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('companyInformation.sections.business')}
      </Typography>
      <Box sx={grid}>
        <CompanyTextField
          control={form.control}
          name="coName"
          required
          disabled={disabled}
          autoComplete="organization"
        />
        <TextField
          label={t('companyInformation.fields.industryId')}
          value={industry}
          helperText={t('companyInformation.industryReadOnly')}
          slotProps={{ input: { readOnly: true } }}
          disabled={!mayEdit}
          fullWidth
        />
      </Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1, mt: 1 }}>
        {t('companyInformation.sections.address')}
      </Typography>
      <Box sx={grid}>
        <CountryStateFields control={form.control} setValue={form.setValue} countries={countries} disabled={disabled} />
        <CompanyTextField
          control={form.control}
          name="coAdd1"
          required
          disabled={disabled}
          autoComplete="address-line1"
        />
        <CompanyTextField control={form.control} name="coAdd2" disabled={disabled} autoComplete="address-line2" />
        <CompanyTextField
          control={form.control}
          name="coCity"
          required
          disabled={disabled}
          autoComplete="address-level2"
        />
        <CompanyTextField control={form.control} name="coZip" required disabled={disabled} autoComplete="postal-code" />
      </Box>
      {SECTIONS.map((section) => (
        <Box key={section.titleKey}>
          <Typography variant="h6" component="h2" sx={{ mb: 1, mt: 1 }}>
            {t(`companyInformation.sections.${section.titleKey}`)}
          </Typography>
          <Box sx={grid}>
            {section.fields.map((field) => (
              <CompanyTextField key={field.name} control={form.control} disabled={disabled} {...field} />
            ))}
          </Box>
        </Box>
      ))}
      <Snackbar
        open={saved}
        autoHideDuration={3000}
        onClose={() => setSaved(false)}
        message={t('companyInformation.saved')}
      />
      <LeaveDialog {...dialog} />
    </Box>
  );
}
