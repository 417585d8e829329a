/**
 * The order modes a ticket is rung up in (spec 3 §2.4 store options: dine-in always on; takeout, delivery, catering
 * and drive-thru switched per store). One list for every screen that names them: revenue centres assign them, store
 * options switch them. Ids are stable (they are stored); names are the English fallback, the web shows
 * `orderModes.<id>`.
 */
export const ORDER_MODE = { dineIn: 1, takeout: 2, delivery: 3, catering: 4, driveThru: 5 } as const;
export type TOrderModeId = (typeof ORDER_MODE)[keyof typeof ORDER_MODE];
export const ORDER_MODE_IDS: readonly TOrderModeId[] = Object.values(ORDER_MODE);

export const ORDER_MODE_NAME: Readonly<Record<TOrderModeId, string>> = {
  1: 'Dine In',
  2: 'Takeout',
  3: 'Delivery',
  4: 'Catering',
  5: 'Drive Thru',
};

export const isOrderModeId = (value: number): value is TOrderModeId =>
  (ORDER_MODE_IDS as readonly number[]).includes(value);
