import { LOCALE_ERROR, LOCALE_PATH, ZCountriesResponse, ZStatesQuery, ZStatesResponse } from '@mp/contracts/locale';
import type { TApp } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { badRequest } from '../../plugins/errors.ts';
import { allCountries, statesOf } from '../../shared/locale/countries.ts';

/** Reference data, the same for every merchant: any signed-in user may read it, and no tenant scope applies. */
const config = { access: access.session };
const tags = ['locale'];

export function localeRoutes(app: TApp): void {
  app.post(LOCALE_PATH.countries, { config, schema: { tags, response: { 200: ZCountriesResponse } } }, async () =>
    allCountries(),
  );

  app.get(
    LOCALE_PATH.states,
    { config, schema: { tags, querystring: ZStatesQuery, response: { 200: ZStatesResponse } } },
    async (request) => {
      const states = statesOf(request.query.countryId);
      if (!states) throw badRequest(LOCALE_ERROR.unknownCountry, 'No country has that id.', 'countryId');
      return states;
    },
  );
}
