import type { TCountry, TState } from '@mp/contracts/locale';
import { iso31661, iso31662 } from 'iso-3166';

/**
 * The country and subdivision lookups of the company form, from the `iso-3166` package (ISO 3166-1 countries with
 * their numeric codes, ISO 3166-2 subdivisions): plain data in the package, no network at run time. Built once on
 * first use. A state is a first-level subdivision (its parent is the country, not another subdivision).
 */
type TLocaleData = { countries: TCountry[]; states: Map<number, TState[]> };

let data: TLocaleData | null = null;

function build(): TLocaleData {
  const byAlpha2 = new Map<string, TState[]>();
  for (const s of iso31662) {
    const list = byAlpha2.get(s.parent) ?? [];
    list.push({ Code: s.code, Abbreviation: s.code.slice(s.parent.length + 1), Name: s.name });
    byAlpha2.set(s.parent, list);
  }
  const states = new Map<number, TState[]>();
  const countries = iso31661
    .map((c) => {
      const own = (byAlpha2.get(c.alpha2) ?? []).sort((a, b) => a.Name.localeCompare(b.Name, 'en'));
      states.set(Number(c.numeric), own);
      return { CountryId: Number(c.numeric), Alpha2: c.alpha2, Name: c.name, HasStates: own.length > 0 };
    })
    .sort((a, b) => a.Name.localeCompare(b.Name, 'en'));
  return { countries, states };
}

const loaded = (): TLocaleData => (data ??= build());

/** Every ISO 3166-1 country, by name. */
export const allCountries = (): TCountry[] => loaded().countries;

/** The first-level subdivisions of a country by name; null when the id is no ISO 3166-1 numeric code. */
export const statesOf = (countryId: number): TState[] | null => loaded().states.get(countryId) ?? null;
