import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATEGORY_NAME_MAX,
  ZCategoryForm,
  type TCategoryForm,
  type TCategoryFormInput,
  type TDepartment,
  type TItemCategory,
  type TTag,
} from '@mp/contracts/menu-items';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText, fieldError } from '../../../lib/error-text';
import { fieldProps } from '../../../components/form-field-props';
import { useSaveCategory, type TMenuScope } from '../api/categories-items.queries';
import { formFieldOf } from '../lib/form-field-of';
import { ColorSwatches } from './color-swatches';

type TCategoryDialogProps = {
  scope: TMenuScope;
  /** The category to edit, or null to add one. */
  category: TItemCategory | null;
  departments: TDepartment[];
  tags: TTag[];
  onClose: () => void;
  onSaved: (categoryId: number) => void;
};

const FORM_FIELDS = ['CategoryName', 'DisplayColor', 'DepartmentId', 'TagIds'] as const;
const NO_DEPARTMENT = '';

/** Add or edit a category (spec 2 §2): name, one of 12 colours or none, optional department, tags. */
export function CategoryDialog({ scope, category, departments, tags, onClose, onSaved }: TCategoryDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useSaveCategory(scope);
  const form = useForm<TCategoryFormInput, unknown, TCategoryForm>({
    mode: 'onTouched',
    resolver: zodResolver(ZCategoryForm) as Resolver<TCategoryFormInput, unknown, TCategoryForm>,
    defaultValues: {
      CategoryName: category?.CategoryName ?? '',
      DisplayColor: (category?.DisplayColor as TCategoryFormInput['DisplayColor']) ?? null,
      DepartmentId: category?.DepartmentId ?? null,
      TagIds: category?.TagIds ?? [],
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await save.mutateAsync({
        itemCategory: {
          ItemCategoryId: category?.ItemCategoryId ?? 0,
          CategoryName: values.CategoryName,
          DisplayColor: values.DisplayColor,
          DepartmentId: values.DepartmentId,
          SortOrder: category?.SortOrder ?? 0,
          ParentItemCategoryId: category?.ParentItemCategoryId ?? null,
          // The checksum the category was listed with when the dialog opened: a stale one is refused with 409.
          ConcurrencyChecksum: category?.ConcurrencyChecksum,
        },
        tagAssignments: values.TagIds,
      });
      onSaved(result.Entity?.ItemCategoryId ?? category?.ItemCategoryId ?? 0);
    } catch (error) {
      // A rule the server refused lands at its field; anything else above the buttons, the input kept.
      const field = formFieldOf(error);
      const known = FORM_FIELDS.find((f) => f === field);
      if (known)
        form.setError(
          known,
          { message: errorText(t, error, { fallbackKey: 'categoriesItems.categoryDialog.saveFailed' }) },
          { shouldFocus: true },
        );
      else
        form.setError('root', {
          message: errorText(t, error, { fallbackKey: 'categoriesItems.categoryDialog.saveFailed' }),
        });
    }
  });

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>
          {category ? t('categoriesItems.categoryDialog.editTitle') : t('categoriesItems.categoryDialog.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {errors.root ? <Alert severity="error">{errors.root.message}</Alert> : null}
            <TextField
              {...fieldProps(form.register('CategoryName'))}
              label={t('categoriesItems.categoryDialog.name')}
              required
              autoFocus
              error={Boolean(errors.CategoryName)}
              helperText={fieldError(t, errors.CategoryName?.message) ?? t('categoriesItems.categoryDialog.nameHelp')}
              slotProps={{ htmlInput: { maxLength: CATEGORY_NAME_MAX + 10 } }}
            />
            <Controller
              control={form.control}
              name="DisplayColor"
              render={({ field }) => (
                <ColorSwatches
                  value={field.value ?? null}
                  onChange={field.onChange}
                  error={fieldError(t, errors.DisplayColor?.message)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="DepartmentId"
              render={({ field }) => (
                <TextField
                  select
                  label={t('categoriesItems.categoryDialog.department')}
                  value={field.value ?? NO_DEPARTMENT}
                  onChange={(event) =>
                    field.onChange(event.target.value === NO_DEPARTMENT ? null : Number(event.target.value))
                  }
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(errors.DepartmentId)}
                  helperText={fieldError(t, errors.DepartmentId?.message)}
                >
                  <MenuItem value={NO_DEPARTMENT}>{t('categoriesItems.categoryDialog.noDepartment')}</MenuItem>
                  {departments.map((d) => (
                    <MenuItem key={d.DepartmentId} value={d.DepartmentId}>
                      {d.Name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={form.control}
              name="TagIds"
              render={({ field }) => (
                <Autocomplete
                  multiple
                  options={tags}
                  getOptionLabel={(tag) => tag.Name}
                  isOptionEqualToValue={(a, b) => a.TagId === b.TagId}
                  value={tags.filter((tag) => field.value.includes(tag.TagId))}
                  onChange={(_event, next) => field.onChange(next.map((tag) => tag.TagId))}
                  renderValue={(selected, getItemProps) =>
                    selected.map((tag, index) => (
                      <Chip {...getItemProps({ index })} key={tag.TagId} label={tag.Name} size="small" />
                    ))
                  }
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={t('categoriesItems.categoryDialog.tags')}
                      error={Boolean(errors.TagIds)}
                      helperText={fieldError(t, errors.TagIds?.message)}
                    />
                  )}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('categoriesItems.common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('categoriesItems.common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
