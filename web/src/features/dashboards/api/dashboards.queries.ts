import {
  DASHBOARD_PATH,
  ZActivitySummary,
  ZCustomerDashboard,
  ZHomeSummary,
  ZSalesDashboard,
  type TDashboardRange,
} from '@mp/contracts/dashboards';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Whose figures: a merchant's store, or its company view (store 0). */
export type TDashboardView = { merchantId: number; storeId: number };

// Every key carries the merchant and store: after a change of view nothing cached for the previous one may show.
export const dashboardsKeys = {
  all: ['dashboards'] as const,
  view: ({ merchantId, storeId }: TDashboardView) => [...dashboardsKeys.all, merchantId, storeId] as const,
  home: (view: TDashboardView) => [...dashboardsKeys.view(view), 'home'] as const,
  activity: (view: TDashboardView, range: TDashboardRange) =>
    [...dashboardsKeys.view(view), 'activity', range.FromDate, range.ToDate] as const,
  sales: (view: TDashboardView, range: TDashboardRange) =>
    [...dashboardsKeys.view(view), 'sales', range.FromDate, range.ToDate] as const,
  customers: (view: TDashboardView, range: TDashboardRange) =>
    [...dashboardsKeys.view(view), 'customers', range.FromDate, range.ToDate] as const,
};

/** Home's figures of today; refreshed every few minutes while Home is open, since "today" keeps selling. */
export const useHomeSummary = (view: TDashboardView) =>
  useQuery({
    queryKey: dashboardsKeys.home(view),
    queryFn: () => apiGet(DASHBOARD_PATH.home, ZHomeSummary),
    refetchInterval: 5 * 60_000,
    meta: { handlesErrors: true },
  });

/** The previous range's charts stay on screen while the next range loads. */
export const useActivitySummary = (view: TDashboardView, range: TDashboardRange) =>
  useQuery({
    queryKey: dashboardsKeys.activity(view, range),
    queryFn: () => apiGet(DASHBOARD_PATH.activity, ZActivitySummary, range),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export const useSalesDashboard = (view: TDashboardView, range: TDashboardRange) =>
  useQuery({
    queryKey: dashboardsKeys.sales(view, range),
    queryFn: () => apiGet(DASHBOARD_PATH.sales, ZSalesDashboard, range),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export const useCustomerDashboard = (view: TDashboardView, range: TDashboardRange) =>
  useQuery({
    queryKey: dashboardsKeys.customers(view, range),
    queryFn: () => apiGet(DASHBOARD_PATH.customers, ZCustomerDashboard, range),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
