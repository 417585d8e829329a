import {
  availableTypesOf,
  PAY_CODE_TYPE,
  PAY_CODES_ERROR,
  type TPayCode,
  type TPayCodeFormValues,
  type TPayCodesListResponse,
  type TPayCodeSaveResponse,
  type TPayCodeType,
  type TPayCodeUpdate,
} from '@mp/contracts/pay-codes';
import { checksumOf, versionOf } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import type { TViewScope } from '../../db/tenant.ts';
import { ApiError, notFound, staleChecksum } from '../../plugins/errors.ts';
import type { TActor } from '../../plugins/tenancy.ts';
import { recordChanges } from '../../shared/change-log/change-log.ts';
import {
  ensureSystemPayCode,
  insertPayCode,
  isPayCodeNameUsed,
  livePayCodes,
  payCodeInScope,
  type TPayCodeWrite,
  type TStoredPayCode,
  updatePayCode,
} from './pay-codes.queries.ts';

/** Whether the session may change the codes (contracts isPayCodesViewOnly, worked out by the route). */
export type TPayCodesAccess = { viewOnly: boolean };

const typeOf = (kind: string): TPayCodeType => (kind === 'I' ? PAY_CODE_TYPE.payIn : PAY_CODE_TYPE.payOut);
const kindOf = (type: TPayCodeType): 'I' | 'P' => (type === PAY_CODE_TYPE.payIn ? 'I' : 'P');

const entityOf = (row: TStoredPayCode): TPayCode => ({
  ReasonCodeId: row.id,
  Name: row.name,
  Description: row.description,
  Type: typeOf(row.kind),
  AvailableReasonCodeTypes: availableTypesOf(row.isSystem),
  IsDeleted: row.isDeleted,
  IsSystem: row.isSystem,
  MerchantId: row.merchantId,
  ConcurrencyChecksum: checksumOf(row.version),
});

/** What the change log shows of a code. */
const logged = (row: TStoredPayCode | null) =>
  row && { Name: row.name, Description: row.description, Type: typeOf(row.kind), IsDeleted: row.isDeleted };

const writeOf = (v: TPayCodeFormValues, isDeleted: boolean): TPayCodeWrite => ({
  kind: kindOf(v.Type),
  name: v.Name,
  description: v.Description,
  isDeleted,
});

const viewOnly = () =>
  new ApiError(403, PAY_CODES_ERROR.viewOnly, "A store of a company only reads the company's pay in/out codes.");
const duplicate = () => new ApiError(409, PAY_CODES_ERROR.duplicateName, 'Another code has this name.', 'Name');
const stale = () => staleChecksum(PAY_CODES_ERROR.staleChecksum, 'pay in/out code');

/** POST /PayInOutReasonCodes/GetAll: the merchant's live codes, SAFEDROP first (created here for a new merchant). */
export async function listPayCodes(db: TDb, scope: TViewScope): Promise<TPayCodesListResponse> {
  await ensureSystemPayCode(db, scope);
  const rows = await livePayCodes(db, scope);
  return { ResultSet: rows.map(entityOf), TotalRowCount: rows.length };
}

/** POST /PayInOutReasonCodes/Insert: a new code with a name no live code has; logged in the same transaction. */
export async function addPayCode(
  db: TDb,
  scope: TViewScope,
  actor: TActor,
  access: TPayCodesAccess,
  values: TPayCodeFormValues,
): Promise<TPayCodeSaveResponse> {
  if (access.viewOnly) throw viewOnly();
  return db.transaction(async (tx) => {
    // SAFEDROP exists before the name check, so no new code takes its name.
    await ensureSystemPayCode(tx, scope);
    if (await isPayCodeNameUsed(tx, scope, values.Name, 0)) throw duplicate();
    const row = await insertPayCode(tx, scope, writeOf(values, false));
    await recordChanges(tx, scope, actor, [
      { entity: 'payCode', entityId: row.id, entityName: row.name, before: null, after: logged(row) },
    ]);
    return { IsSuccessful: true as const, Entity: entityOf(row) };
  });
}

/**
 * POST /PayInOutReasonCodes/Update: changes or (IsDeleted) deletes one of the merchant's codes from the version it
 * loaded (409 otherwise, nothing written). The system code SAFEDROP is refused whatever the change (spec 3 §3).
 */
export async function changePayCode(
  db: TDb,
  scope: TViewScope,
  actor: TActor,
  access: TPayCodesAccess,
  { ReasonCodeId, IsDeleted, ConcurrencyChecksum, ...values }: TPayCodeUpdate,
): Promise<TPayCodeSaveResponse> {
  if (access.viewOnly) throw viewOnly();
  const version = versionOf(ConcurrencyChecksum);
  return db.transaction(async (tx) => {
    const before = await payCodeInScope(tx, scope, ReasonCodeId);
    // A deleted code is gone for the page: another merchant's id and a deleted one get the same answer.
    if (!before || before.isDeleted)
      throw notFound(PAY_CODES_ERROR.notFound, 'No such pay in/out code.', 'ReasonCodeId');
    if (before.isSystem)
      throw new ApiError(403, PAY_CODES_ERROR.systemReadOnly, 'The system code cannot be changed.', 'ReasonCodeId');
    if (version === null || before.version !== version) throw stale();
    if (!IsDeleted && (await isPayCodeNameUsed(tx, scope, values.Name, ReasonCodeId))) throw duplicate();
    const written = await updatePayCode(tx, scope, ReasonCodeId, version, writeOf(values, IsDeleted));
    if (!written) throw stale();
    await recordChanges(tx, scope, actor, [
      {
        entity: 'payCode',
        entityId: written.id,
        entityName: written.name,
        before: logged(before),
        after: logged(written),
      },
    ]);
    return { IsSuccessful: true as const, Entity: entityOf(written) };
  });
}
