import {
  availableLabel,
  escapeCsvCell,
  MENU_CSV_COLUMNS,
  soldByLabel,
  type TImportApplied,
  type TImportPreview,
  validateMenuImport,
} from '@mp/contracts/menu-items-csv';
import { IMPORT_MAX_BYTES, MENU_ITEMS_ERROR as E, stockingUnitOf, type TSoldBy } from '@mp/contracts/menu-items';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { stringify, type Stringifier } from 'csv-stringify';
import type { TDb } from '../../db/create-db.ts';
import type { TMerchantScope } from '../../db/tenant.ts';
import { ApiError } from '../../plugins/errors.ts';
import type { TActor } from '../../plugins/tenancy.ts';
import { pickFields, recordChanges } from '../../shared/change-log/change-log.ts';
import { exportRows, importLookups, lockItems, type TReader, writeImport } from './menu-items.queries.ts';

/** The download's file name: the date tells two downloads apart. */
export const exportFileName = (now: Date) => `menu-items-${now.toISOString().slice(0, 10)}.csv`;

/**
 * GET /Item/ExportMenuCsv: every listed menu item as a CSV stream (csv-stringify), in the columns the import reads,
 * each text cell guarded against spreadsheet formula injection.
 */
export async function exportMenuCsv(db: TDb, scope: TMerchantScope): Promise<Stringifier> {
  const rows = await exportRows(db, scope);
  const records = rows.map((r) => ({
    ItemId: String(r.id),
    ItemNumber: escapeCsvCell(r.itemNumber ?? ''),
    ItemName: escapeCsvCell(r.name),
    Description: escapeCsvCell(r.description),
    Category: escapeCsvCell(r.category ?? ''),
    RetailPrice: r.price,
    TaxCategory: escapeCsvCell(r.tax ?? ''),
    SoldBy: soldByLabel(r.soldBy),
    Available: availableLabel(r.isSellable),
  }));
  // pipe() keeps to the reader's pace (back-pressure) and stops when the client goes away.
  return Readable.from(records).pipe(stringify({ header: true, columns: [...MENU_CSV_COLUMNS], bom: true }));
}

/** The upload's records, or a file-level problem as a preview (too large, not CSV). */
function parseUpload(text: string): string[][] | TImportPreview {
  const fileError = (MessageKey: string): TImportPreview => ({
    IsValid: false,
    TotalRows: 0,
    ErrorCount: 1,
    FileErrors: [{ Field: '', MessageKey }],
    Rows: [],
  });
  if (Buffer.byteLength(text, 'utf8') > IMPORT_MAX_BYTES) return fileError(E.importTooLarge);
  try {
    return parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true }) as string[][];
  } catch {
    return fileError(E.importMalformed);
  }
}

async function check(db: TReader, scope: TMerchantScope, text: string): Promise<TImportPreview> {
  const records = parseUpload(text);
  if (!Array.isArray(records)) return records;
  return validateMenuImport(records, await importLookups(db, scope));
}

/** POST /Item/PreviewMenuImport: every row with every problem; nothing is written. */
export const previewMenuImport = (db: TDb, scope: TMerchantScope, text: string) => check(db, scope, text);

/**
 * POST /Item/ApplyMenuImport: checks the file again inside one transaction (the preview may be stale) and writes
 * every row, or nothing: an invalid file answers 400 with the preview beside the error.
 */
export async function applyMenuImport(
  db: TDb,
  scope: TMerchantScope,
  actor: TActor,
  text: string,
): Promise<TImportApplied> {
  return db.transaction(async (tx) => {
    const preview = await check(tx, scope, text);
    if (!preview.IsValid)
      throw new ApiError(400, E.importInvalid, 'The file has errors; nothing was imported.', undefined, {
        Preview: preview,
      });
    const writes = preview.Rows.map((r) => ({
      id: r.ItemId,
      itemNumber: r.ItemNumber || null,
      itemName: r.ItemName,
      description: r.Description,
      itemCategoryId: r.ItemCategoryId!,
      retailPrice: r.RetailPrice,
      taxCategoryId: r.TaxCategoryId!,
      soldBy: r.SoldBy as TSoldBy,
      stockingUnit: stockingUnitOf(r.SoldBy as TSoldBy),
      isSellable: r.IsSellable,
    }));
    const updates = writes.flatMap((w) => (w.id === null ? [] : [{ ...w, id: w.id }]));
    const before = new Map(
      (
        await lockItems(
          tx,
          scope,
          updates.map((w) => w.id),
        )
      ).map((row) => [row.id, row]),
    );
    const counts = await writeImport(tx, scope, writes);
    if (counts.updated !== updates.length)
      throw new ApiError(409, E.importInvalid, 'Items changed while importing; nothing was imported.');
    // One entry per item the file changed: rows identical to the item write none.
    await recordChanges(tx, scope, actor, [
      ...writes
        .filter((w) => w.id === null)
        .map(({ id: _id, ...after }, i) => ({
          entity: 'item' as const,
          entityId: counts.createdIds[i]!,
          entityName: after.itemName,
          before: null,
          after,
        })),
      ...updates.map(({ id, ...after }) => ({
        entity: 'item' as const,
        entityId: id,
        entityName: after.itemName,
        before: pickFields(before.get(id)!, after),
        after,
      })),
    ]);
    return {
      IsSuccessful: true,
      Message: '',
      Created: counts.createdIds.length,
      Updated: counts.updated,
    };
  });
}
