import {
  MINIMUM_AGE_MAX,
  RESTRICTION_NAME_MAX,
  RESTRICTIONS_ERROR,
  ZRestrictionForm,
  type TRestrictionFormInput,
  type TRestrictionTargets,
} from '@mp/contracts/restrictions';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CatalogueEditorLayout } from '../../../components/catalogue-editor-layout';
import { fieldProps } from '../../../components/form-field-props';
import { useCatalogueEditor } from '../../../components/use-catalogue-editor';
import { fieldError } from '../../../lib/error-text';
import { useRestrictionMutation } from '../api/restrictions.queries';
import { RESTRICTIONS_PATH } from '../restrictions-paths';
import { RestrictionTargetsField } from './restriction-targets-field';
import { TimeWindowsField } from './time-windows-field';

type TRestrictionFormProps = {
  merchantId: number;
  /** 0 for a new restriction. */
  restrictionId: number;
  checksum: string;
  initial: TRestrictionFormInput;
  targets: TRestrictionTargets;
  onReload: () => void;
};

const SECTION = 'restrictions.detail';

/**
 * The restriction form (issue 21 item 4): name, minimum age and the ID-check prompt, the windows when the items may
 * not be sold, what it applies to, and whether it is active. Leaving with unsaved changes asks first; Delete asks to
 * confirm (the server refuses while anything is assigned); a save over someone else's offers to reload.
 */
export function RestrictionForm(props: TRestrictionFormProps) {
  const { merchantId, restrictionId, checksum, initial, targets, onReload } = props;
  const { t } = useTranslation();
  const isNew = restrictionId === 0;
  const mutation = useRestrictionMutation(merchantId);
  const editor = useCatalogueEditor({
    section: SECTION,
    schema: ZRestrictionForm,
    initial,
    fields: ['Name', 'MinimumAge', 'RequireIdCheck', 'TimeWindows', 'ItemIds', 'ItemCategoryIds', 'IsActive'],
    staleKey: RESTRICTIONS_ERROR.staleChecksum,
    listPath: RESTRICTIONS_PATH,
    isNew,
    save: (values) =>
      mutation.mutateAsync(
        isNew
          ? { insert: values }
          : { update: { ...values, RestrictionId: restrictionId, ConcurrencyChecksum: checksum } },
      ),
    pending: mutation.isPending,
    onReload,
    remove: () => mutation.mutateAsync({ delete: { RestrictionId: restrictionId, ConcurrencyChecksum: checksum } }),
  });
  const { form } = editor;
  const { errors } = form.formState;

  return (
    <CatalogueEditorLayout editor={editor} titleId="restriction-title" name={initial.Name}>
      <Paper sx={{ p: 2 }}>
        <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
          <TextField
            {...fieldProps(form.register('Name'))}
            label={t('restrictions.detail.name')}
            required
            error={Boolean(errors.Name)}
            helperText={
              fieldError(t, errors.Name?.message) ?? t('restrictions.detail.nameHelp', { max: RESTRICTION_NAME_MAX })
            }
            slotProps={{ htmlInput: { maxLength: RESTRICTION_NAME_MAX + 5 } }}
          />
          <Controller
            control={form.control}
            name="MinimumAge"
            render={({ field }) => (
              <TextField
                type="number"
                label={t('restrictions.detail.minimumAge')}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(errors.MinimumAge)}
                helperText={fieldError(t, errors.MinimumAge?.message) ?? t('restrictions.detail.minimumAgeHelp')}
                slotProps={{ htmlInput: { min: 1, max: MINIMUM_AGE_MAX, step: 1 } }}
                sx={{ maxWidth: 240 }}
              />
            )}
          />
          {(['RequireIdCheck', 'IsActive'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <Stack>
                  <FormControlLabel
                    control={
                      <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
                    }
                    label={t(`restrictions.detail.${name}`)}
                  />
                  {errors[name] ? (
                    <Typography color="error" variant="body2">
                      {fieldError(t, errors[name].message)}
                    </Typography>
                  ) : null}
                </Stack>
              )}
            />
          ))}
          <TimeWindowsField />
          <RestrictionTargetsField targets={targets} />
        </Stack>
      </Paper>
    </CatalogueEditorLayout>
  );
}
