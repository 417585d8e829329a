import {
  cardStatusOf,
  MIGRATION_AREAS,
  type TCardStatus,
  type TMigrationArea,
  type TMigrationEndpoint,
} from '@mp/contracts/online-ordering/data-migration';

/** One card's state: its status and the server's message (none before a run or while it runs). */
export type TCard = { status: TCardStatus; message: string };
export type TCards = Record<TMigrationArea, TCard>;

const everyCard = (card: TCard): TCards => Object.fromEntries(MIGRATION_AREAS.map((area) => [area, card])) as TCards;

/** Spec 2 §4: before a run every card is uninitialized; while it runs every card is loading. */
export const initialCards = (): TCards => everyCard({ status: 'uninitialized', message: '' });
export const loadingCards = (): TCards => everyCard({ status: 'loading', message: '' });
/** Spec 2 §4: a request failure sets every card to error. */
export const failedCards = (): TCards => everyCard({ status: 'error', message: '' });

/** The cards a run's answer gives; an area the answer leaves out is an error (the run did not report it). */
export const cardsOfEndpoints = (endpoints: readonly TMigrationEndpoint[]): TCards => {
  const byName = new Map(endpoints.map((e) => [e.name, e]));
  return Object.fromEntries(
    MIGRATION_AREAS.map((area) => {
      const endpoint = byName.get(area);
      return [
        area,
        endpoint
          ? { status: cardStatusOf(endpoint.status), message: endpoint.message }
          : { status: 'error', message: '' },
      ];
    }),
  ) as TCards;
};
