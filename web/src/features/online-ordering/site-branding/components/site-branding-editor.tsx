import { zodResolver } from '@hookform/resolvers/zod';
import {
  brandChanges,
  brandInputOf,
  newBrandForm,
  type TSiteBrandForm,
  type TSiteBrandsForm,
  withSitesMoved,
  ZSiteBrandsForm,
} from '@mp/contracts/online-ordering/site-branding';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveDialog } from '../../../../components/leave-dialog';
import { MessageModal } from '../../../../components/message-modal';
import { StickyActionBar } from '../../../../components/sticky-action-bar';
import { useLeaveGuard } from '../../../../components/use-leave-guard';
import { isHttpError } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/error-text';
import {
  BrandSaveError,
  type TBrandSaveStep,
  type TBrandSite,
  useDeleteSiteBrand,
  useSaveSiteBrands,
} from '../api/site-branding.queries';
import { EditorTabBar } from '../../shared/editor-tab-bar';
import { BrandForm } from './brand-form';

const k = (key: string) => `siteBranding.${key}`;
/** Spec 3 §9: feedback shows for a few seconds. */
const ALERT_MS = 3000;
const BRAND_FIELDS = ['name', 'font', 'sitePrimaryColor', 'buttonTextColor'] as const;

type TSiteBrandingEditorProps = {
  brands: readonly TSiteBrandForm[];
  sites: readonly TBrandSite[];
  /** No edit permission: nothing may change. */
  locked: boolean;
  /** Reads the brands again (Discard), answering them. */
  reload: () => Promise<readonly TSiteBrandForm[] | undefined>;
};

/**
 * The brands' tabs and their one form (spec 3 §2.4, §4 Site branding): Add new brand, delete (back to the first tab),
 * Discard (the list read again) and Save: each new brand created, each changed one updated, then its sites assigned.
 */
export function SiteBrandingEditor({ brands, sites, locked, reload }: TSiteBrandingEditorProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const form = useForm<TSiteBrandsForm>({
    resolver: zodResolver(ZSiteBrandsForm),
    mode: 'onChange',
    defaultValues: { brands: [...brands] },
  });
  const tabs = useFieldArray({ control: form.control, name: 'brands', keyName: 'key' });
  const values = useWatch({ control: form.control, name: 'brands' });
  const [selected, setSelected] = useState(0);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const save = useSaveSiteBrands((index, id) => form.setValue(`brands.${index}.id`, id));
  const remove = useDeleteSiteBrand();

  const saved = new Map(brands.map((brand) => [brand.id, brand]));
  const changesOf = (brand: TSiteBrandForm) => brandChanges(brand, saved.get(brand.id));
  const changed = (brand: TSiteBrandForm) => {
    const c = changesOf(brand);
    return brand.id === '' || c.fields || c.sites;
  };
  const dirty = !locked && (values.length !== brands.length || values.some(changed));
  const { dialog } = useLeaveGuard(dirty);
  const current = Math.max(0, Math.min(selected, tabs.fields.length - 1));
  const errors = form.formState.errors.brands;
  const nameOf = (brand: TSiteBrandForm | undefined) => brand?.name.trim() || t(k('unnamed'));

  const onSave = form.handleSubmit(
    ({ brands: tabsToSave }) => {
      const steps = tabsToSave.flatMap((brand, index): TBrandSaveStep[] => {
        if (!changed(brand)) return [];
        const c = changesOf(brand);
        return [
          {
            index,
            id: brand.id,
            fields: c.fields ? brandInputOf(brand) : null,
            assignedSites: c.sites ? brand.assignedSites : null,
          },
        ];
      });
      save.mutate(steps, {
        onSuccess: (fresh) => {
          form.reset({ brands: fresh });
          setNotice({ severity: 'success', text: t(k('saved')) });
        },
        onError: (error) => {
          const cause = error instanceof BrandSaveError ? error.reason : error;
          if (error instanceof BrandSaveError) {
            setSelected(error.index);
            const field = isHttpError(cause) ? cause.body?.field : undefined;
            const known = BRAND_FIELDS.find((name) => name === field);
            if (known && isHttpError(cause) && cause.body?.messageKey)
              form.setError(`brands.${error.index}.${known}`, { type: 'server', message: cause.body.messageKey });
          }
          setNotice({ severity: 'error', text: t(k('saveFailed'), { reason: errorText(t, cause) }) });
        },
      });
    },
    (invalid) => {
      const first = values.findIndex((_, index) => invalid.brands?.[index] !== undefined);
      if (first >= 0) setSelected(first);
    },
  );
  const onDiscard = () =>
    void reload().then((fresh) => {
      if (!fresh) return;
      form.reset({ brands: [...fresh] });
      setSelected(0);
    });
  const onAdd = () => {
    tabs.append(newBrandForm(values.map((brand) => brand.name)));
    setSelected(values.length);
  };
  // Spec 3 §4: a deleted brand's tab goes and the first tab is shown.
  const dropTab = (index: number) => {
    tabs.remove(index);
    setSelected(0);
  };
  const onDelete = (index: number) => {
    setDeleting(null);
    const id = values[index]?.id ?? '';
    if (id === '') return dropTab(index);
    remove.mutate(id, {
      onSuccess: () => {
        dropTab(index);
        setNotice({ severity: 'success', text: t(k('deleted')) });
      },
      onError: (error) => setNotice({ severity: 'error', text: t(k('deleteFailed'), { reason: errorText(t, error) }) }),
    });
  };
  const onSitesChange = (index: number, picked: string[]) =>
    withSitesMoved(values, index, picked).forEach((assignedSites, i) => {
      if (i === index || assignedSites.length !== values[i]?.assignedSites.length)
        form.setValue(`brands.${i}.assignedSites`, assignedSites, { shouldDirty: true });
    });
  const ownerOf = (siteId: string) => {
    const owner = values.findIndex((brand, i) => i !== current && brand.assignedSites.includes(siteId));
    return owner < 0 ? null : nameOf(values[owner]);
  };

  return (
    <>
      {!locked && (
        <StickyActionBar dirty={dirty}>
          <Button onClick={onDiscard} disabled={!dirty || save.isPending || remove.isPending}>
            {t(k('discard'))}
          </Button>
          <Button variant="contained" onClick={() => void onSave()} disabled={!dirty || save.isPending}>
            {t(k('save'))}
          </Button>
        </StickyActionBar>
      )}
      <EditorTabBar
        tabs={tabs.fields.map((field, index) => ({
          key: field.key,
          label: nameOf(values[index]),
          hasError: errors?.[index] !== undefined,
        }))}
        selected={current}
        onSelect={setSelected}
        idPrefix={idPrefix}
        tabsLabel={t('siteBranding.tabs')}
        addLabel={t('siteBranding.addBrand')}
        onAdd={locked ? undefined : onAdd}
      />
      {tabs.fields.length === 0 ? (
        <Typography color="text.secondary" data-testid="site-branding-empty">
          {t(k(locked ? 'emptyReadOnly' : 'empty'))}
        </Typography>
      ) : (
        <Box role="tabpanel" id={`${idPrefix}-panel-${current}`} aria-labelledby={`${idPrefix}-tab-${current}`}>
          <BrandForm
            key={tabs.fields[current]?.key}
            form={form}
            index={current}
            sites={sites}
            onSitesChange={(picked) => onSitesChange(current, picked)}
            ownerOf={ownerOf}
            locked={locked || save.isPending}
            onDelete={locked ? undefined : () => setDeleting(current)}
          />
        </Box>
      )}
      {deleting !== null && (
        <MessageModal
          title={t(k('deleteTitle'))}
          message={t(k('deleteMessage'), { name: nameOf(values[deleting]) })}
          onClose={() => setDeleting(null)}
          actions={[
            { label: t(k('cancel')), onClick: () => setDeleting(null) },
            { label: t(k('deleteConfirm')), variant: 'contained', onClick: () => onDelete(deleting) },
          ]}
        />
      )}
      <Snackbar open={notice !== null} autoHideDuration={ALERT_MS} onClose={() => setNotice(null)}>
        <Alert severity={notice?.severity ?? 'success'} role="alert" onClose={() => setNotice(null)}>
          {notice?.text}
        </Alert>
      </Snackbar>
      <LeaveDialog {...dialog} />
    </>
  );
}
