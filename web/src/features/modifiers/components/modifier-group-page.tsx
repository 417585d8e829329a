import { MODIFIERS_PAGE } from '@mp/contracts/modifiers';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PendingOrFailed } from '../../../components/pending-or-failed';
import { useDocumentTitle } from '../../../components/use-document-title';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { useModifierGroup } from '../api/modifiers.queries';
import { ModifierGroupForm } from './modifier-group-form';

/** `menu/configuration/modifiers/:modifierGroupId`: the group's form, 0 for a new group. */
export function ModifierGroupPage() {
  const { t } = useTranslation();
  const { portal } = usePortalOutlet();
  const id = Number(useParams().modifierGroupId ?? '0');
  const valid = Number.isInteger(id) && id >= 0;
  const group = useModifierGroup(portal.merhantId, valid ? id : 0);
  useDocumentTitle(t(id > 0 ? 'modifiers.edit.titleEdit' : 'modifiers.edit.titleNew'));
  if (!valid) return <PendingOrFailed failed failedText={t('modifiers.errors.notFound')} onRetry={() => undefined} />;
  if (id === 0) return <ModifierGroupForm key="new" group={null} listPath={MODIFIERS_PAGE} />;
  if (!group.data)
    return (
      <PendingOrFailed
        failed={group.isError}
        failedText={t('modifiers.edit.loadFailed')}
        onRetry={() => void group.refetch()}
      />
    );
  return (
    <ModifierGroupForm
      key={group.data.ConcurrencyChecksum}
      group={group.data}
      listPath={MODIFIERS_PAGE}
      onReload={() => void group.refetch()}
    />
  );
}
