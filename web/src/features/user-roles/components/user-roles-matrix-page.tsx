import {
  MATRIX_TABS,
  ownBackOfficeRoleIds,
  removesOwnUserRolesFeature,
  tabOf,
  type TMatrixTab,
} from '@mp/contracts/access/role-matrix';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LeaveDialog } from '../../../components/leave-dialog';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { useLeaveGuard } from '../../../components/use-leave-guard';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { errorText } from '../../../lib/error-text';
import { signOutToLogin, useDisplayRoles, useJobCodesForUser, useSaveDisplayRoles } from '../api/user-roles.queries';
import { useDelayedSignOut } from '../hooks/use-delayed-sign-out';
import { useMatrixGrid } from '../hooks/use-matrix-grid';
import { RoleMatrixTable, type TMatrixFilters } from './role-matrix-table';

const NO_FILTERS: TMatrixFilters = { feature: '', role: '' };
const TAB_LABEL_KEY: Record<TMatrixTab, string> = {
  pos: 'userRoles.matrix.tabs.pos',
  backOffice: 'userRoles.matrix.tabs.backOffice',
};

const signOut = () => void signOutToLogin();

/** Spec 1 §2 "User Roles permission matrix": POS and Back office tabs, one checkbox per feature and role. */
export function UserRolesMatrixPage() {
  const { t } = useTranslation();
  const idBase = useId();
  const { portal } = usePortalOutlet();
  const query = useDisplayRoles();
  // Spec 1 §4 "the logged-in user's own roles": looked up by the user name the portal data gives.
  const jobCodes = useJobCodesForUser(portal.userName);
  const { grid, changes, toggle, reset, rights } = useMatrixGrid(query.data);
  const save = useSaveDisplayRoles();
  // The tab lives in the URL, so a reload or a shared link opens the same one.
  const [params, setParams] = useSearchParams();
  const tab: TMatrixTab = params.get('tab') === 'backOffice' ? 'backOffice' : 'pos';
  const setTab = (value: TMatrixTab) => setParams({ tab: value }, { replace: true });
  const [filters, setFilters] = useState<Record<TMatrixTab, TMatrixFilters>>({
    pos: NO_FILTERS,
    backOffice: NO_FILTERS,
  });
  const [saved, setSaved] = useState(false);
  const delayedSignOut = useDelayedSignOut(signOut);
  const signingOut = delayedSignOut.secondsLeft !== null;
  const dirty = changes.length > 0;
  const { dialog } = useLeaveGuard(dirty && !signingOut);
  const tabs = useMemo(
    () => query.data && { pos: tabOf(query.data, 'pos'), backOffice: tabOf(query.data, 'backOffice') },
    [query.data],
  );

  const onSave = () => {
    const signsOut = removesOwnUserRolesFeature(changes, ownBackOfficeRoleIds(jobCodes.data ?? []));
    save.mutate(
      { changes, signsOut },
      {
        onSuccess: () => {
          if (signsOut) return delayedSignOut.start();
          // The reload has landed by now; equal data keeps its reference, so the edits are dropped explicitly.
          reset();
          setSaved(true);
        },
      },
    );
  };
  const onCancel = () => {
    save.reset();
    reset();
  };

  const title = (
    <Typography id={`${idBase}-title`} variant="h5" component="h1" sx={{ mb: 2 }}>
      {t('userRoles.matrix.title')}
    </Typography>
  );
  if (query.isPending)
    return (
      <Box>
        {title}
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  if (!tabs)
    return (
      <Box>
        {title}
        <Alert severity="error">{t('userRoles.matrix.loadFailed')}</Alert>
      </Box>
    );

  return (
    <Paper component="section" aria-labelledby={`${idBase}-title`} sx={{ p: 3 }}>
      {title}
      <StickyActionBar dirty={dirty} status={t('userRoles.matrix.changes', { count: changes.length })}>
        <Button onClick={onCancel} disabled={!dirty || save.isPending || signingOut}>
          {t('userRoles.matrix.cancel')}
        </Button>
        <Button variant="contained" onClick={onSave} disabled={!dirty || save.isPending || signingOut}>
          {t('userRoles.matrix.save')}
        </Button>
      </StickyActionBar>
      {signingOut && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {t('userRoles.matrix.signingOut', { seconds: delayedSignOut.secondsLeft })}
        </Alert>
      )}
      {save.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(t, save.error)}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(_event, value: TMatrixTab) => setTab(value)}
        aria-label={t('userRoles.matrix.tabs.label')}
      >
        {MATRIX_TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={t(TAB_LABEL_KEY[key])}
            id={`${idBase}-tab-${key}`}
            aria-controls={`${idBase}-panel-${key}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${idBase}-panel-${tab}`} aria-labelledby={`${idBase}-tab-${tab}`}>
        <RoleMatrixTable
          key={tab}
          tabLabel={t(TAB_LABEL_KEY[tab])}
          features={tabs[tab].features}
          roles={tabs[tab].roles}
          grid={grid}
          rights={rights}
          onToggle={toggle}
          filters={filters[tab]}
          onFiltersChange={(next) => setFilters((prev) => ({ ...prev, [tab]: next }))}
        />
      </Box>
      <Snackbar
        open={saved}
        autoHideDuration={3000}
        onClose={() => setSaved(false)}
        message={t('userRoles.matrix.saved')}
      />
      <LeaveDialog {...dialog} />
    </Paper>
  );
}
