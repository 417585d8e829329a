import { describe, expect, it } from 'vitest';
import {
  COMPANY_INFORMATION_ERROR as E,
  companyFormSchema,
  mayEditCompanyInformation,
  PHONE_PATTERN,
  ZCompanyInformationForm,
} from './company-information.ts';
import { EDIT_FEATURE_ID, FEATURE_ID } from './access/feature-ids.ts';

const VALID = {
  countryId: 840,
  contName: 'Ada Lovelace',
  contEmail: 'ada@example.com',
  coName: 'Analytical Eats',
  coAdd1: '1 Engine Way',
  coAdd2: '',
  coCity: 'Boston',
  coState: 'US-MA',
  coZip: '02110',
  contPhone: '',
  webSiteUrl: '',
  merchantLogoUrl: '',
  marketingFromEmailAddress: 'news@example.com',
  ConcurrencyChecksum: '0',
};

/** The first problem the form schema finds, as field and key; null when the values pass. */
const problem = (values: object, hasStates = true) => {
  const r = companyFormSchema(hasStates).safeParse({ ...VALID, ...values });
  return r.success ? null : { field: r.error.issues[0]!.path.join('.'), key: r.error.issues[0]!.message };
};

describe('the company form (spec 2 §5)', () => {
  it('accepts a complete form and trims its text', () => {
    expect(problem({})).toBeNull();
    expect(ZCompanyInformationForm.parse({ ...VALID, coCity: '  Boston ' }).coCity).toBe('Boston');
  });

  it.each([
    ['contName', ''],
    ['contEmail', ''],
    ['coName', ' '],
    ['coAdd1', ''],
    ['coCity', ''],
    ['coZip', ''],
    ['marketingFromEmailAddress', ''],
  ])('requires %s', (field, value) => {
    expect(problem({ [field]: value })).toEqual({ field, key: E.required });
  });

  it.each([
    ['coAdd2', ''],
    ['contPhone', ''],
    ['webSiteUrl', ''],
  ])('leaves %s optional', (field, value) => {
    expect(problem({ [field]: value })).toBeNull();
  });

  it.each([
    ['contName', 40],
    ['contEmail', 50],
    ['coName', 40],
    ['coAdd1', 40],
    ['coAdd2', 40],
    ['coCity', 40],
    ['coZip', 10],
    ['contPhone', 25],
    ['webSiteUrl', 256],
    ['merchantLogoUrl', 256],
    ['marketingFromEmailAddress', 50],
  ] as const)('limits %s to %i characters', (field, max) => {
    const fill = (n: number) => {
      if (field === 'contEmail' || field === 'marketingFromEmailAddress') return `${'a'.repeat(n - 12)}@example.com`;
      if (field === 'webSiteUrl' || field === 'merchantLogoUrl') return `https://${'a'.repeat(n - 12)}.com`;
      if (field === 'contPhone') return `555-555-5555 Ext. ${'1'.repeat(n - 18)}`;
      return 'a'.repeat(n);
    };
    if (field !== 'contPhone') expect(problem({ [field]: fill(max) })).toBeNull();
    expect(problem({ [field]: fill(max + 1) })).toMatchObject({ field });
  });

  it('requires the state only when the country has states', () => {
    expect(problem({ coState: '' }, true)).toEqual({ field: 'coState', key: E.required });
    expect(problem({ coState: '' }, false)).toBeNull();
  });

  it.each([
    ['contEmail', 'ada@', E.invalidEmail],
    ['marketingFromEmailAddress', 'news example.com', E.invalidEmail],
    ['webSiteUrl', 'eats.example.com', E.invalidUrl],
    ['webSiteUrl', 'ftp://eats.example.com', E.invalidUrl],
    ['merchantLogoUrl', 'logo.png', E.invalidUrl],
    ['contPhone', '12345', E.invalidPhone],
  ])('refuses %s %j', (field, value, key) => {
    expect(problem({ [field]: value })).toEqual({ field, key });
  });

  it('needs a country', () => {
    expect(problem({ countryId: 0 })).toEqual({ field: 'countryId', key: E.required });
  });
});

describe('the default phone pattern (spec 2 §5)', () => {
  it.each([
    ['(503) 555-0142', true],
    ['(503)555-0142', true],
    ['503-555-0142', true],
    ['503-555-0142 Ext. 12', true],
    ['503-555-0142 x12', true],
    ['+44 20 7946 0958', true],
    ['020 7946 0958', true],
    ['5035550142', false],
    ['555-0142', false],
    ['call me', false],
  ])('%s → %s', (phone, ok) => {
    expect(PHONE_PATTERN.test(phone)).toBe(ok);
  });
});

describe('mayEditCompanyInformation', () => {
  it.each([
    [[], true],
    [[FEATURE_ID.storeSettings, 201], true],
    [[EDIT_FEATURE_ID.companyInformation], false],
  ])('featureIds %j → %s', (featureIds, may) => {
    expect(mayEditCompanyInformation({ featureIds })).toBe(may);
  });

  it('uses an id no menu entry uses', () => {
    expect(Object.values(FEATURE_ID)).not.toContain(EDIT_FEATURE_ID.companyInformation);
  });
});
