import type { TGraphqlModule } from '../../plugins/graphql.ts';
import { brandingGraphql } from './branding/branding.graphql.ts';
import { capacityGraphql } from './capacity/capacity.graphql.ts';
import { dataMigrationGraphql } from './data-migration/data-migration.graphql.ts';
import { feesGraphql } from './fees/fees.graphql.ts';
import { fulfillmentSettingsGraphql } from './fulfillment-settings/fulfillment-settings.graphql.ts';
import { fulfillmentTimesGraphql } from './fulfillment-times/fulfillment-times.graphql.ts';
import { hoursGraphql } from './hours/hours.graphql.ts';
import { menuSettingsGraphql } from './menu-settings/menu-settings.graphql.ts';
import { orderManagerGraphql } from './order-manager/order-manager.graphql.ts';
import { orderSettingsGraphql } from './order-settings/order-settings.graphql.ts';
import { privacyGraphql } from './privacy/privacy.graphql.ts';
import { siteBrandingGraphql } from './site-branding/site-branding.graphql.ts';
import { sitesGraphql } from './sites/sites.graphql.ts';
import { timeSettingsGraphql } from './time-settings/time-settings.graphql.ts';
import { tippingGraphql } from './tipping/tipping.graphql.ts';

/** Every module's part of the /graphql schema (spec 3 §7.2), one entry per online-ordering area. */
export const GRAPHQL_MODULES: readonly TGraphqlModule[] = [
  tippingGraphql,
  timeSettingsGraphql,
  fulfillmentSettingsGraphql,
  capacityGraphql,
  fulfillmentTimesGraphql,
  sitesGraphql,
  hoursGraphql,
  orderSettingsGraphql,
  orderManagerGraphql,
  privacyGraphql,
  menuSettingsGraphql,
  feesGraphql,
  brandingGraphql,
  dataMigrationGraphql,
  siteBrandingGraphql,
];
