import {
  ZCategoryItem,
  ZReportResult,
  ZReportVersion,
  ZValueDisplay,
  type TReportDefinition,
  type TValueDisplay,
} from '@mp/contracts/reports';
import { ZViewerSettings } from '@mp/contracts/tickets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiPost, apiPostForm } from '../../../lib/api-client';
import type { TIdOption } from '../lib/report-params';

/** The range a dropdown's items are asked for. */
type TRange = { FromDate: string; ToDate: string };

// Every key below the version carries the store: after a store change nothing cached for the previous one may show.
export const reportsKeys = {
  all: ['reports'] as const,
  version: () => [...reportsKeys.all, 'version'] as const,
  store: (storeId: number) => [...reportsKeys.all, storeId] as const,
  today: (storeId: number) => [...reportsKeys.store(storeId), 'today'] as const,
  report: (storeId: number, file: string, query: string) =>
    [...reportsKeys.store(storeId), 'report', file, query] as const,
  dropdown: (storeId: number, option: TIdOption, range: TRange) =>
    [...reportsKeys.store(storeId), 'dropdown', option, range.FromDate, range.ToDate] as const,
};

/** GET /api/Reports/version: the viewer shows nothing but the unavailable message unless it is the one it knows. */
export const useReportServiceVersion = () =>
  useQuery({
    queryKey: reportsKeys.version(),
    queryFn: () => apiGet('/api/Reports/version', ZReportVersion),
    staleTime: 5 * 60_000,
    meta: { handlesErrors: true },
  });

/**
 * Today in the store's zone, as the POS transactions settings state it. A user without that page is refused it:
 * then the browser's today stands in (the viewer says which dates it shows, and the user can change them).
 */
export const useStoreToday = (storeId: number) =>
  useQuery({
    queryKey: reportsKeys.today(storeId),
    queryFn: async () => (await apiGet('/TicketViewer/GetViewerSettings', ZViewerSettings)).Today,
    staleTime: 60_000,
    meta: { handlesErrors: true },
  });

/** One report for the URL's parameters; the last answer stays on screen while the next loads. */
export const useReportResult = (storeId: number, report: TReportDefinition, query: string, enabled: boolean) =>
  useQuery({
    queryKey: reportsKeys.report(storeId, report.file, query),
    queryFn: () => apiGet(`/api/reports/${report.file}?${query}`, ZReportResult),
    enabled,
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

const ZItems = z.array(ZValueDisplay);
const ZCategories = z.array(ZCategoryItem);

/** Items of an answer that is a list of them; anything else (a contract drift) lists none. */
const itemsOf = <T>(schema: z.ZodType<T[]>, data: unknown): T[] => schema.safeParse(data).data ?? [];

/** The ReportHome call behind each id dropdown (spec 2 §7); categories go as multipart, as the spec sends them. */
async function dropdownItems(option: TIdOption, range: TRange): Promise<TValueDisplay[]> {
  switch (option) {
    case 'EmployeeId':
      return itemsOf(ZItems, await apiPost('/ReportHome/GetEmployeeDropDownForPriceOverrides', ZItems, range));
    case 'ModifierGroupId':
      return itemsOf(ZItems, await apiPost('/ReportHome/GetModifierGroupDropDownForModifierSales', ZItems, range));
    case 'FilterByCategory': {
      const form = new FormData();
      form.set('FromDate', range.FromDate);
      form.set('ToDate', range.ToDate);
      const categories = itemsOf(ZCategories, await apiPostForm('/ReportHome/GetAllCategories', ZCategories, form));
      return categories.map((c) => ({ Value: c.CategCode, Display: c.CategName }));
    }
  }
}

/** A dropdown's items for the draft's range; a failed call leaves the dropdown with only All (issue 15 §3). */
export const useDropdownItems = (storeId: number, option: TIdOption, range: TRange) =>
  useQuery({
    queryKey: reportsKeys.dropdown(storeId, option, range),
    queryFn: () => dropdownItems(option, range),
    enabled: range.ToDate >= range.FromDate,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
