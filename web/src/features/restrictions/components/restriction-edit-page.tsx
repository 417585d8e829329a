import { newRestrictionValues } from '@mp/contracts/restrictions';
import { useParams } from 'react-router';
import { EditPageStates, routeIdOf } from '../../../components/edit-page-states';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { useRestriction, useRestrictionTargets } from '../api/restrictions.queries';
import { RESTRICTIONS_PATH } from '../restrictions-paths';
import { RestrictionForm } from './restriction-form';

/** Inventory → Configuration → Restrictions → one restriction (0 = new): loads it and the choices, then the form. */
export function RestrictionEditPage() {
  const { portal } = usePortalOutlet();
  const id = routeIdOf(useParams().restrictionId);
  const restriction = useRestriction(portal.merhantId, Math.max(id, 0));
  const targets = useRestrictionTargets(portal.merhantId);
  return (
    <EditPageStates
      id={id}
      row={restriction}
      others={[targets]}
      listPath={RESTRICTIONS_PATH}
      detailSection="restrictions.detail"
    >
      {() => (
        <RestrictionForm
          // A reload after a stale checksum brings a new checksum: the form starts again from the saved values.
          key={`${id}:${restriction.data?.ConcurrencyChecksum ?? ''}`}
          merchantId={portal.merhantId}
          restrictionId={id}
          checksum={restriction.data?.ConcurrencyChecksum ?? ''}
          initial={restriction.data ?? newRestrictionValues()}
          targets={targets.data!}
          onReload={() => void restriction.refetch()}
        />
      )}
    </EditPageStates>
  );
}
