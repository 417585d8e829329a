import type { TGraphqlModule } from '../../plugins/graphql.ts';
import { sitesGraphql } from './sites/sites.graphql.ts';
import { tippingGraphql } from './tipping/tipping.graphql.ts';

/** Every module's part of the /graphql schema (spec 3 §7.2), one entry per online-ordering area. */
export const GRAPHQL_MODULES: readonly TGraphqlModule[] = [tippingGraphql, sitesGraphql];
