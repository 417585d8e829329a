import type { Page } from '@playwright/test';

/**
 * The store as offline (locked, not accepting orders) for the hours screens, without changing the shared demo store:
 * GetSiteInfo's real answer with `locked` set.
 */
export async function showStoreOffline(page: Page): Promise<void> {
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('GetSiteInfo')) return route.fallback();
    const response = await route.fetch();
    const json = (await response.json()) as { data: { GetSiteInfo: { locked: boolean } } };
    json.data.GetSiteInfo.locked = true;
    return route.fulfill({ response, json });
  });
}
