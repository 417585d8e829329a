import { matrixRights } from '@mp/contracts/access/matrix-rights';
import { diffGrid, gridOf, setCell, type TGrid } from '@mp/contracts/access/role-matrix';
import type { TDisplayRoles } from '@mp/contracts/user-roles';
import { useCallback, useMemo, useState } from 'react';

const EMPTY: TDisplayRoles = { features: [], roles: [], editor: { rank: '', isAdminType: false, featureIds: [] } };

/**
 * The edited matrix over the loaded one, and what the user may change on it (issue 13 §5). Edits are tied to the
 * data they were made on, so a reload from the server (after Save) starts clean; Cancel drops them. `toggle` is
 * stable between reloads, so memoised rows stay put; ticking cascades only to features the user may grant.
 */
export function useMatrixGrid(data: TDisplayRoles | undefined) {
  const current = data ?? EMPTY;
  const loaded = useMemo(() => gridOf(current), [current]);
  const rights = useMemo(() => matrixRights(current.editor, current.features), [current]);
  const [edits, setEdits] = useState<{ base: TGrid; grid: TGrid } | null>(null);
  const grid = edits?.base === loaded ? edits.grid : loaded;

  const toggle = useCallback(
    (roleId: number, featureId: number, value: boolean) =>
      setEdits((prev) => ({
        base: loaded,
        grid: setCell(
          prev?.base === loaded ? prev.grid : loaded,
          current.features,
          roleId,
          featureId,
          value,
          rights.mayGrant,
        ),
      })),
    [loaded, current, rights],
  );
  const changes = useMemo(() => diffGrid(current.features, current.roles, loaded, grid), [current, loaded, grid]);
  const reset = useCallback(() => setEdits(null), []);
  return { grid, changes, toggle, reset, rights };
}
