import { PORTAL_BASE } from '../../lib/session/landing';

export const CATEGORIES_PATH = `${PORTAL_BASE}/menu/categoriesoritems/categories`;
export const ITEMS_PATH = `${PORTAL_BASE}/menu/categoriesoritems/items`;
/** An item's detail; 0 opens a new item (spec 2 §2). */
export const itemPath = (itemId: number) => `${ITEMS_PATH}/${itemId}`;
/** The menu download: a plain link, so the browser saves the streamed file itself. */
export const EXPORT_URL = '/Item/ExportMenuCsv';
