import type { TTicketRow } from '@mp/contracts/tickets';

/** Every detail tab shows one ticket of the session's store; times are shown on the store's clock. */
export type TTicketTabProps = { storeId: number; ticket: TTicketRow; timeZone: string };
