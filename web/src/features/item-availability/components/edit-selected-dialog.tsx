import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZBulkChoice,
  ZEditSelectedItemsForm,
  type TAvailabilityField,
  type TEditSelectedItemsForm,
} from '@mp/contracts/item-availability';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../lib/error-text';

/** The modal's two fields in the spec's order (active online, in stock). */
const FIELDS = [
  { name: 'IsAvailableOnline', labelKey: 'itemAvailability.editSelected.availableOnline' },
  { name: 'IsInStock', labelKey: 'itemAvailability.editSelected.inStock' },
] as const;
const CHOICE_KEY = {
  keep: 'itemAvailability.editSelected.keep',
  on: 'itemAvailability.editSelected.on',
  off: 'itemAvailability.editSelected.off',
} as const;
const UNCHANGED: TEditSelectedItemsForm = { IsAvailableOnline: 'keep', IsInStock: 'keep' };

type TEditSelectedDialogProps = {
  open: boolean;
  selectedCount: number;
  /** Fields the portal edits (with the MMS add-on, in stock only). */
  editable: readonly TAvailabilityField[];
  onApply: (form: TEditSelectedItemsForm) => void;
  onClose: () => void;
};

/**
 * Spec 2 §2 "edit-selected-items modal": sets active online and in stock on every selected row at once, locally
 * (Save still sends them). Each field may also be left as each row has it.
 */
export function EditSelectedDialog({ open, selectedCount, editable, onApply, onClose }: TEditSelectedDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const idBase = useId();
  const form = useForm<TEditSelectedItemsForm>({
    resolver: zodResolver(ZEditSelectedItemsForm),
    defaultValues: UNCHANGED,
  });
  const error = form.formState.errors.IsInStock?.message;
  const close = () => {
    form.reset(UNCHANGED);
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    onApply(values);
    close();
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('itemAvailability.editSelected.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('itemAvailability.editSelected.text', { count: selectedCount })}
          </DialogContentText>
          <Stack spacing={2}>
            {FIELDS.filter((field) => editable.includes(field.name)).map((field) => (
              <FormControl key={field.name} component="fieldset">
                <FormLabel component="legend" id={`${idBase}-${field.name}`}>
                  {t(field.labelKey)}
                </FormLabel>
                <Controller
                  control={form.control}
                  name={field.name}
                  render={({ field: input }) => (
                    <RadioGroup
                      row
                      aria-labelledby={`${idBase}-${field.name}`}
                      name={input.name}
                      value={input.value}
                      onChange={(_event, value) => input.onChange(ZBulkChoice.parse(value))}
                    >
                      {ZBulkChoice.options.map((choice) => (
                        <FormControlLabel
                          key={choice}
                          value={choice}
                          control={<Radio />}
                          label={t(CHOICE_KEY[choice])}
                        />
                      ))}
                    </RadioGroup>
                  )}
                />
              </FormControl>
            ))}
            {error ? (
              <FormHelperText error role="alert">
                {fieldError(t, error)}
              </FormHelperText>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('itemAvailability.editSelected.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('itemAvailability.editSelected.apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
