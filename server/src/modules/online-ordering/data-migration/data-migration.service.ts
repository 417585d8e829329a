import { randomUUID } from 'node:crypto';
import { hashOfImageUrl } from '@mp/contracts/image-manager';
import { BRANDING_KEY, type TBrandingKey } from '@mp/contracts/online-ordering/branding';
import {
  DATA_MIGRATION_ERROR,
  dayPartedMessage,
  isAreaOk,
  MIGRATION_AREAS,
  MIGRATION_CODE,
  orderHoursRowsOf,
  type TMigrateSilverCommerceMerchantInput,
  type TMigrationArea,
  type TMigrationEndpoint,
  type TMigrationResult,
} from '@mp/contracts/online-ordering/data-migration';
import { defaultFulfillmentTimeSettings } from '@mp/contracts/online-ordering/fulfillment-settings';
import { FRONTEND_CUSTOMIZATION_SET, SPECIAL_INSTRUCTIONS_KEY } from '@mp/contracts/online-ordering/menu-settings';
import { dayHoursOfRows, ORDER_HOURS_MODE_KEYS, ORDER_HOURS_MODES } from '@mp/contracts/online-ordering/order-hours';
import { ZUriName } from '@mp/contracts/online-ordering/sites';
import { DEFAULT_TIP_PERCENTS, tipDescription } from '@mp/contracts/online-ordering/tipping';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../../db/create-db.ts';
import { storeScope, type TCompanyScope, type TStoreScope } from '../../../db/tenant.ts';
import { ApiError, notFound } from '../../../plugins/errors.ts';
import type { TActor } from '../../../plugins/tenancy.ts';
import { recordChanges } from '../../../shared/change-log/change-log.ts';
import { brandingImageOf, insertBrandingImage } from '../branding/branding.queries.ts';
import {
  storedFulfillmentSettings,
  writeFulfillmentSettings,
} from '../fulfillment-settings/fulfillment-settings.queries.ts';
import {
  assignWindowSettingsToStore,
  eventSettingsOfStore,
  insertWindowSettings,
  windowSettingsOfStore,
} from '../hours/hours.queries.ts';
import { configurationSettingsOf, writeConfigurationSettings } from '../menu-settings/menu-settings.queries.ts';
import {
  insertCompanyProvisioning,
  isUriNameTaken,
  readCompanyProvisioning,
  readSite,
  writeSite,
} from '../sites/sites.queries.ts';
import { storedTipSettings, writeTipSettings } from '../tipping/tipping.queries.ts';
import { companySources, merchantImageInfo, migrationStores, storeSources } from './data-migration.queries.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TOutcome = { status: number; message: string };
type TRun = { scope: TCompanyScope; stores: TStoreScope[]; actor: TActor; input: TMigrateSilverCommerceMerchantInput };

const copied = (message: string): TOutcome => ({ status: MIGRATION_CODE.copied, message });
const alreadyThere = (message: string): TOutcome => ({ status: MIGRATION_CODE.alreadyThere, message });

/** The image formats online ordering's branding takes (oo_branding_images_format), by the stored content type. */
const BRANDING_FORMAT: Record<string, 'PNG' | 'JPEG'> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG' };

/** logoConfig and bannerConfig: a POS-side image becomes the branding image of its key, unless one is there. */
async function copyImage(tx: TTx, run: TRun, key: TBrandingKey, sha256: Buffer | null, what: string) {
  if (await brandingImageOf(tx, run.scope, key)) return alreadyThere(`The online-ordering ${what} is already set.`);
  if (!sha256) return alreadyThere(`The company has no ${what} to copy.`);
  const image = await merchantImageInfo(tx, run.scope, sha256);
  if (!image) throw notFound(DATA_MIGRATION_ERROR.notFound, `The company's ${what} image is not stored.`);
  const format = BRANDING_FORMAT[image.contentType];
  if (!format)
    throw new ApiError(
      MIGRATION_CODE.unsupported,
      DATA_MIGRATION_ERROR.unsupportedImage,
      `A ${image.contentType} ${what} cannot be used online.`,
    );
  await insertBrandingImage(tx, run.scope, key, {
    sha256,
    fileName: `${what}.${format === 'PNG' ? 'png' : 'jpg'}`,
    imageFormat: format,
    width: image.width,
    height: image.height,
    fileSize: image.size,
    uploadedBy: run.actor.userId,
    uploadedByName: run.actor.userName,
  });
  return copied(`Copied the company ${what}.`);
}

const hashOf = (hex: string | null) => (hex ? Buffer.from(hex, 'hex') : null);

/** The web domain name a web site's address gives: its host's first label past `www.` (cornercafe.com → cornercafe). */
export function uriNameOfWebSite(url: string): string | null {
  const host = url
    .trim()
    .replace(/^[a-z]+:\/\//i, '')
    .split(/[/?#:]/)[0]!
    .toLowerCase()
    .replace(/^www\./, '');
  const label = host.split('.')[0] ?? '';
  return ZUriName.safeParse(label).success && label !== '' ? label : null;
}

/** Counts a per-store area's writes: 200 when some store was written, else 218 with why not. */
const perStore = (written: number, what: string, none: string): TOutcome =>
  written > 0 ? copied(`Copied ${what} of ${written} store(s).`) : alreadyThere(none);

const AREAS: Record<TMigrationArea, (tx: TTx, run: TRun) => Promise<TOutcome>> = {
  logoConfig: async (tx, run) =>
    copyImage(
      tx,
      run,
      BRANDING_KEY.logo,
      hashOf(hashOfImageUrl((await companySources(tx, run.scope)).logoUrl)),
      'logo',
    ),
  bannerConfig: async (tx, run) =>
    copyImage(tx, run, BRANDING_KEY.banner, (await companySources(tx, run.scope)).bannerSha256, 'banner'),
  fulfillmentTypeConfig: async (tx, run) => {
    let written = 0;
    const dayParted = new Set<string>();
    for (const store of run.stores) {
      // Special hours with windows of their own (day parts) are not copied: the warning names their types.
      for (const event of (await eventSettingsOfStore(tx, store))?.events ?? [])
        if (event.fulfillmentWindows.length > 0) event.fulfillmentTypes.forEach((t) => dayParted.add(t));
      if (await storedFulfillmentSettings(tx, store)) continue;
      const modes = (await storeSources(tx, store)).orderModes;
      if (!modes) continue;
      await writeFulfillmentSettings(tx, store, run.actor.userId, {
        ...defaultFulfillmentTimeSettings(),
        offeringPickup: modes.takeout,
        offeringDelivery: modes.delivery,
        offeringCatering: modes.catering,
        offeringDriveThru: modes.driveThru,
        // Dine-in is always on at the POS (contracts/order-modes.ts).
        offeringDineIn: true,
      });
      written += 1;
    }
    const outcome = perStore(
      written,
      'the order modes',
      'Every store already has its fulfillment types, or none to copy.',
    );
    return dayParted.size > 0 ? { ...outcome, message: dayPartedMessage([...dayParted].sort()) } : outcome;
  },
  domain: async (tx, run) => {
    if (await readCompanyProvisioning(tx, run.scope)) return alreadyThere('The web domain is already set.');
    const uriName = uriNameOfWebSite((await companySources(tx, run.scope)).webSiteUrl);
    if (!uriName) return alreadyThere('The company has no web site to take the domain from.');
    if (await isUriNameTaken(tx, run.scope, 'company', uriName))
      throw new ApiError(
        MIGRATION_CODE.conflict,
        DATA_MIGRATION_ERROR.domainTaken,
        `The web domain ${uriName} is taken.`,
      );
    await insertCompanyProvisioning(tx, run.scope, run.actor.userId, uriName);
    return copied(`Set the web domain ${uriName}.`);
  },
  stores: async (tx, run) => {
    let written = 0;
    for (const store of run.stores) {
      if ((await readSite(tx, store)) || !(await storeSources(tx, store)).hasAddress) continue;
      await writeSite(tx, store, run.actor.userId, {});
      written += 1;
    }
    return perStore(written, 'the address', 'Every store with an address already has its site.');
  },
  storeHours: async (tx, run) => {
    let written = 0;
    for (const store of run.stores) {
      // A store without a site has no operating hours to copy (the stores area makes its site first).
      const site = await readSite(tx, store);
      if (!site || (await windowSettingsOfStore(tx, store))) continue;
      const rows = orderHoursRowsOf(site.hours);
      const dayHours = ORDER_HOURS_MODE_KEYS.flatMap((mode) => dayHoursOfRows(rows, ORDER_HOURS_MODES[mode]));
      const id = randomUUID();
      await insertWindowSettings(tx, store, id, { description: 'Store hours', dayHours });
      await assignWindowSettingsToStore(tx, store, id);
      written += 1;
    }
    return perStore(written, 'the hours', 'Every store with a site already has its online-ordering hours.');
  },
  tipDetails: async (tx, run) => {
    let written = 0;
    for (const store of run.stores) {
      const tips = (await storeSources(tx, store)).tips;
      if (!tips || (await storedTipSettings(tx, store))) continue;
      const suggestions = DEFAULT_TIP_PERCENTS.map((fallback, index) => {
        const value = tips.values[index] ?? fallback;
        return { description: tipDescription(index, value), value, isDefault: false };
      });
      await writeTipSettings(tx, store, run.actor.userId, { enabled: tips.enabled, suggestions });
      written += 1;
    }
    return perStore(written, 'the tip suggestions', 'Every store already has its tips, or none to copy.');
  },
  config: async (tx, run) => {
    if ((await configurationSettingsOf(tx, run.scope, FRONTEND_CUSTOMIZATION_SET)).length > 0)
      return alreadyThere('The menu settings are already set.');
    await writeConfigurationSettings(tx, run.scope, run.actor.userId, FRONTEND_CUSTOMIZATION_SET, [
      { key: SPECIAL_INSTRUCTIONS_KEY.enabled, value: 'false' },
    ]);
    return copied('Set the special instructions to Default.');
  },
};

/**
 * Spec 2 §7 migrateSilverCommerceMerchant: copies the merchant's POS-side setup into its online-ordering records,
 * each area in a transaction of its own (all of it or none), an area whose records hold data already writing nothing
 * (218). A run names the session's merchant and one of its stores (0: all); anything else is not found.
 */
export async function migrateMerchant(
  db: TDb,
  scope: TCompanyScope,
  actor: TActor,
  input: TMigrateSilverCommerceMerchantInput,
  log: FastifyBaseLogger,
): Promise<TMigrationResult> {
  const missing = () => notFound(DATA_MIGRATION_ERROR.notFound, 'No such merchant or store.');
  if (input.merchantId !== scope.merchantId) throw missing();
  const stores = await migrationStores(db, input.storeId === 0 ? scope : storeScope(scope.merchantId, input.storeId));
  if (input.storeId !== 0 && stores.length === 0) throw missing();
  const run: TRun = { scope, stores, actor, input };
  const endpoints: TMigrationEndpoint[] = [];
  for (const name of MIGRATION_AREAS) {
    try {
      const outcome = await db.transaction(async (tx) => {
        const result = await AREAS[name](tx, run);
        if (result.status === MIGRATION_CODE.copied)
          await recordChanges(tx, scope, actor, [
            {
              entity: 'onlineOrdering',
              entityId: scope.merchantId,
              entityName: 'Data migration',
              before: { [name]: '' },
              after: { [name]: `${input.organization}/${input.enterpriseUnit}` },
            },
          ]);
        return result;
      });
      endpoints.push({ name, ...outcome });
    } catch (error) {
      if (error instanceof ApiError) endpoints.push({ name, status: error.statusCode, message: error.message });
      else {
        log.error({ err: error, area: name }, 'data migration area failed');
        endpoints.push({ name, status: MIGRATION_CODE.failed, message: 'The area could not be copied.' });
      }
    }
  }
  return { success: endpoints.every((e) => isAreaOk(e.status)), endpoints };
}
