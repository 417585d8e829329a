import { z } from 'zod';

/** Country and state lookups of the company form (spec 2 §7), served from an ISO 3166 dataset on the server. */
export const LOCALE_PATH = {
  countries: '/Locale/GetAllCountries',
  states: '/Locale/GetStatesByCountryId',
} as const;

export const LOCALE_ERROR = {
  unknownCountry: 'locale.errors.unknownCountry',
} as const;

/** Spec 2 §9: the state lookup waits this long after the last country change. */
export const STATE_LOOKUP_DEBOUNCE_MS = 1000;

/** One ISO 3166-1 country: CountryId is its numeric code (840 the United States). */
export const ZCountry = z.object({
  CountryId: z.number().int(),
  Alpha2: z.string().length(2),
  Name: z.string(),
  /** It has ISO 3166-2 subdivisions of the first level, so the company form asks for one. */
  HasStates: z.boolean(),
});
export type TCountry = z.infer<typeof ZCountry>;
export const ZCountriesResponse = z.array(ZCountry);

/** One first-level ISO 3166-2 subdivision: Code `US-CA`, Abbreviation `CA`. */
export const ZState = z.object({ Code: z.string(), Abbreviation: z.string(), Name: z.string() });
export type TState = z.infer<typeof ZState>;
export const ZStatesResponse = z.array(ZState);

export const ZStatesQuery = z.object({ countryId: z.coerce.number().int().min(1).max(999) });
