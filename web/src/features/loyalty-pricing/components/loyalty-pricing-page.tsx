import { zodResolver } from '@hookform/resolvers/zod';
import {
  canSaveLoyaltyPricing,
  LOYALTY_MESSAGE,
  LOYALTY_PAGE_SIZE,
  MEMBER_SORT,
  PROGRAM_NAME_MAX_LENGTH,
  truncateProgramName,
  ZLoyaltyProgramForm,
  type TLoyaltyProgramForm,
  type TMemberType,
  type TTieredPriceListMember,
} from '@mp/contracts/loyalty-pricing';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveDialog } from '../../../components/leave-dialog';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { useGridState } from '../../../components/use-grid-state';
import { useLeaveGuard } from '../../../components/use-leave-guard';
import { errorText } from '../../../lib/error-text';
import { isHttpError } from '../../../lib/api-client';
import { useMembers, usePriceList, useReloadPriceList, useSavePriceList } from '../api/loyalty-pricing.queries';
import { usePriceEdits } from '../hooks/use-price-edits';
import { MembersGrid } from './members-grid';
import { DEFAULT_TYPE_FILTER, MembersToolbar } from './members-toolbar';
import { PendingOrFailed } from '../../../components/pending-or-failed';

const NO_ROWS: TTieredPriceListMember[] = [];

/** Spec 2 §2 "Loyalty tier pricing": program name, type filter, search, server-paged grid, Cancel and Save. */
export function LoyaltyPricingPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const priceList = usePriceList();
  const loadedName = priceList.data?.Name ?? '';
  const listId = priceList.data?.TieredPriceListId ?? null;
  const grid = useGridState(MEMBER_SORT);
  const { page, search, setPage } = grid;
  const [typeFilter, setTypeFilter] = useState<TMemberType>(DEFAULT_TYPE_FILTER);
  const members = useMembers(
    {
      tieredPriceListId: listId ?? 0,
      itemNameFilter: search,
      typeFilter,
      pageNumber: page + 1,
      pageSize: LOYALTY_PAGE_SIZE,
      SortColumn: grid.sort.column,
      SortDirection: grid.sort.direction,
    },
    priceList.isSuccess,
  );
  const edits = usePriceEdits();
  const save = useSavePriceList();
  const reloadList = useReloadPriceList();
  const [saved, setSaved] = useState(false);
  const form = useForm<TLoyaltyProgramForm>({
    resolver: zodResolver(ZLoyaltyProgramForm),
    mode: 'onChange',
    defaultValues: { Name: '' },
  });
  const name = useWatch({ control: form.control, name: 'Name' });
  const nameValid = form.formState.isValid;

  // The loaded name is the form's starting point, again after each save reloads it.
  useEffect(() => {
    if (priceList.isSuccess) form.reset({ Name: loadedName });
  }, [priceList.isSuccess, loadedName, form]);

  const onTypeFilterChange = (next: TMemberType) => {
    setTypeFilter(next);
    setPage(0);
  };

  const nameChanged = name !== loadedName;
  const dirty = nameChanged || edits.changes.length > 0;
  const { dialog } = useLeaveGuard(dirty);
  const canSave = canSaveLoyaltyPricing({ nameValid, nameChanged, editedPrices: edits.changes.length });

  const onSave = form.handleSubmit(({ Name }) =>
    save.mutate(
      // The checksum of the list as loaded: the query reloads only on its own save or a Reload below.
      { tieredPriceListId: listId, name: Name, members: edits.changes, checksum: priceList.data?.ConcurrencyChecksum },
      {
        onSuccess: () => {
          edits.reset();
          form.reset({ Name });
          setSaved(true);
        },
        onError: (error) => {
          if (isHttpError(error) && error.field === 'Name')
            form.setError('Name', { message: error.messageKey }, { shouldFocus: true });
        },
      },
    ),
  );
  // After a stale-checksum refusal: the user's edits give way to what the other person saved.
  const onReload = async () => {
    save.reset();
    edits.reset();
    form.reset({ Name: (await reloadList())?.Name ?? '' });
  };
  const stale = isHttpError(save.error) && save.error.messageKey === LOYALTY_MESSAGE.staleChecksum;
  const onCancel = () => {
    save.reset();
    edits.reset();
    form.reset({ Name: loadedName });
  };

  const title = (
    <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 1 }}>
      {t('loyaltyPricing.title')}
    </Typography>
  );
  if (priceList.isPending || priceList.isError)
    return (
      <Box>
        {title}
        <PendingOrFailed
          failed={priceList.isError}
          failedText={t('loyaltyPricing.page.loadFailed')}
          onRetry={() => void priceList.refetch()}
        />
      </Box>
    );

  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: 3 }}>
      {title}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(listId === null ? 'loyaltyPricing.page.introNew' : 'loyaltyPricing.page.intro')}
      </Typography>
      <StickyActionBar
        dirty={dirty}
        status={
          edits.changes.length > 0 ? t('loyaltyPricing.page.changes', { count: edits.changes.length }) : undefined
        }
      >
        <Button onClick={onCancel} disabled={!dirty || save.isPending}>
          {t('loyaltyPricing.page.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void onSave()} disabled={!canSave || save.isPending}>
          {t('loyaltyPricing.page.save')}
        </Button>
      </StickyActionBar>
      {/* Below the bar: nothing moves under the pointer that pressed Save. */}
      {save.isError && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          action={
            stale ? (
              <Button color="inherit" size="small" onClick={() => void onReload()}>
                {t('common.reload')}
              </Button>
            ) : undefined
          }
        >
          {errorText(t, save.error, { fallbackKey: LOYALTY_MESSAGE.failedUpdate, faultsShowFallback: true })}
        </Alert>
      )}
      <Box>
        <Controller
          name="Name"
          control={form.control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              onChange={(event) => field.onChange(truncateProgramName(event.target.value))}
              label={t('loyaltyPricing.page.programName')}
              required
              disabled={save.isPending}
              error={fieldState.error !== undefined}
              helperText={
                fieldState.error ? errorText(t, fieldState.error.message) : t('loyaltyPricing.page.programNameHelp')
              }
              slotProps={{ htmlInput: { maxLength: PROGRAM_NAME_MAX_LENGTH } }}
              sx={{ mb: 2, width: 360, maxWidth: '100%' }}
            />
          )}
        />
        <MembersToolbar
          typeFilter={typeFilter}
          onTypeFilterChange={onTypeFilterChange}
          search={search}
          onSearchChange={grid.setSearch}
        />
        {members.isError ? (
          <Alert
            severity="error"
            action={<Button onClick={() => void members.refetch()}>{t('common.retry')}</Button>}
            sx={{ my: 2 }}
          >
            {t('loyaltyPricing.grid.loadFailed')}
          </Alert>
        ) : (
          <MembersGrid
            rows={members.data?.ResultSet ?? NO_ROWS}
            totalRows={members.data?.TotalRowCount ?? 0}
            page={page}
            pageSize={LOYALTY_PAGE_SIZE}
            onPageChange={setPage}
            sort={grid.sort}
            onSortChange={grid.toggleSort}
            loading={members.isFetching}
            emptyText={t(search ? 'loyaltyPricing.grid.noMatch' : 'loyaltyPricing.grid.empty')}
            edits={edits}
            disabled={save.isPending}
          />
        )}
      </Box>
      <Snackbar
        open={saved}
        autoHideDuration={3000}
        onClose={() => setSaved(false)}
        message={t('loyaltyPricing.page.saved')}
      />
      <LeaveDialog {...dialog} />
    </Paper>
  );
}
