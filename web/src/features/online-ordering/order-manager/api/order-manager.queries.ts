import {
  ORDER_MANAGER_REFRESH_MS,
  ZOnlineOrders,
  type TFulfillmentType,
} from '@mp/contracts/online-ordering/order-manager';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlOperation, graphqlRequest } from '../../../../lib/graphql-client';

const ORDERS = graphqlOperation(
  `query getOnlineOrders($statuses: [Int!], $fulfillmentTypes: [String!]) {
    getOnlineOrders(statuses: $statuses, fulfillmentTypes: $fulfillmentTypes) {
      orders { ticketId ticketNumber businessDate externalReferenceNumber status statusName dueAt timeZone
               fulfillmentType customerName customerPhone total }
      truncated } }`,
  'getOnlineOrders',
  ZOnlineOrders,
);

export type TOrderFilters = { statuses: number[]; fulfillmentTypes: TFulfillmentType[] };

export const orderManagerKeys = {
  all: ['orderManager'] as const,
  orders: (filters: TOrderFilters) => [...orderManagerKeys.all, 'orders', filters] as const,
};

const ordersQuery = (filters: TOrderFilters) =>
  queryOptions({
    queryKey: orderManagerKeys.orders(filters),
    queryFn: () =>
      graphqlRequest(ORDERS, {
        statuses: filters.statuses.length > 0 ? filters.statuses : null,
        fulfillmentTypes: filters.fulfillmentTypes.length > 0 ? filters.fulfillmentTypes : null,
      }),
    // Every 10 seconds while the page is in view; TanStack Query pauses the interval while the browser tab is hidden.
    refetchInterval: ORDER_MANAGER_REFRESH_MS,
    refetchIntervalInBackground: false,
    placeholderData: keepPreviousData,
    retry: false,
    meta: { handlesErrors: true },
  });

export const useOnlineOrders = (filters: TOrderFilters) => useQuery(ordersQuery(filters));
