import { describe, expect, it } from 'vitest';
import {
  brandChanges,
  brandFormOf,
  newBrandForm,
  newBrandName,
  SITE_BRAND_DEFAULTS,
  SITE_BRAND_FONTS,
  SITE_BRANDING_ERROR as E,
  siteBrandNameError,
  type TSiteBrandForm,
  withSitesMoved,
  ZAssignSiteBrandSitesArgs,
  ZCreateSiteBrandArgs,
  ZGetSiteBrandsArgs,
} from './site-branding.ts';

const valid = { name: 'Downtown', font: 'Lato', sitePrimaryColor: '#0F235F', buttonTextColor: 'black' };

describe('brand name (spec 3 §5: at most 20)', () => {
  it.each([
    { name: 'Brand 1', error: null },
    { name: 'A'.repeat(20), error: null },
    { name: '  Café & Co  ', error: null },
    { name: '', error: E.nameRequired },
    { name: '   ', error: E.nameRequired },
    { name: 'A'.repeat(21), error: E.nameLength },
  ])('"$name" → $error', ({ name, error }) => {
    expect(siteBrandNameError(name)).toBe(error);
  });
});

describe('createSiteBrand arguments', () => {
  it('takes the twelve fonts, white or black, and a #rrggbb colour stored in lower case', () => {
    expect(SITE_BRAND_FONTS).toHaveLength(12);
    expect(SITE_BRAND_FONTS[0]).toBe('Source Sans Pro');
    expect(ZCreateSiteBrandArgs.parse(valid)).toEqual({ ...valid, sitePrimaryColor: '#0f235f' });
  });

  it.each([
    { field: 'name', args: { name: 'A'.repeat(21) }, key: E.nameLength },
    { field: 'name', args: { name: ' ' }, key: E.nameRequired },
    { field: 'font', args: { font: 'Comic Sans' }, key: E.font },
    { field: 'font', args: { font: 'SourceSansPro' }, key: E.font },
    { field: 'sitePrimaryColor', args: { sitePrimaryColor: '#abc' }, key: E.color },
    { field: 'sitePrimaryColor', args: { sitePrimaryColor: '0f235f' }, key: E.color },
    { field: 'sitePrimaryColor', args: { sitePrimaryColor: '#0f235g' }, key: E.color },
    { field: 'buttonTextColor', args: { buttonTextColor: 'grey' }, key: E.buttonTextColor },
  ])('refuses $field: $key', ({ field, args, key }) => {
    const result = ZCreateSiteBrandArgs.safeParse({ ...valid, ...args });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message: key });
  });

  it.each([
    { sites: ['site2001', 'ab12cd34'], ok: true },
    { sites: [], ok: true },
    { sites: ['site-2001'], ok: false },
    { sites: ['site2001', 'site2001'], ok: false },
  ])('assigned sites $sites → $ok', ({ sites, ok }) => {
    expect(ZAssignSiteBrandSitesArgs.safeParse({ id: 'b1', assignedSites: sites }).success).toBe(ok);
  });

  it('pages from 1, at most 100 a page, 100 by default', () => {
    expect(ZGetSiteBrandsArgs.parse({})).toEqual({ pageNumber: 1, pageSize: 100 });
    expect(ZGetSiteBrandsArgs.parse({ pageNumber: null, pageSize: 5 })).toEqual({ pageNumber: 1, pageSize: 5 });
    expect(ZGetSiteBrandsArgs.safeParse({ pageNumber: 0 }).success).toBe(false);
    expect(ZGetSiteBrandsArgs.safeParse({ pageSize: 101 }).success).toBe(false);
  });
});

describe('new brands (spec 3 §3: Brand N with the defaults)', () => {
  it.each([
    { names: [], name: 'Brand 1' },
    { names: ['Downtown'], name: 'Brand 2' },
    { names: ['Brand 1', 'Brand 2'], name: 'Brand 3' },
    { names: ['Brand 2', 'brand 3'], name: 'Brand 4' },
  ])('$names → $name', ({ names, name }) => {
    expect(newBrandName(names)).toBe(name);
  });

  it('has no id, the default colour, text colour and font, and no sites', () => {
    expect(newBrandForm([])).toEqual({
      id: '',
      name: 'Brand 1',
      sitePrimaryColor: '#0f235f',
      buttonTextColor: 'white',
      font: 'Source Sans Pro',
      assignedSites: [],
    });
    expect(SITE_BRAND_DEFAULTS.sitePrimaryColor).toBe('#0f235f');
  });
});

describe('what a save writes (spec 3 §4: create or update, then assign sites)', () => {
  const saved: TSiteBrandForm = brandFormOf(
    { id: 'b1', name: 'Downtown', font: 'Lato', sitePrimaryColor: '#0f235f', buttonTextColor: 'white' },
    ['s1', 's2'],
  );
  it.each([
    { change: {}, fields: false, sites: false },
    { change: { name: 'Uptown' }, fields: true, sites: false },
    { change: { name: ' Downtown ' }, fields: false, sites: false },
    { change: { font: 'Arial' as const }, fields: true, sites: false },
    { change: { sitePrimaryColor: '#000000' }, fields: true, sites: false },
    { change: { buttonTextColor: 'black' as const }, fields: true, sites: false },
    { change: { assignedSites: ['s2', 's1'] }, fields: false, sites: false },
    { change: { assignedSites: ['s1'] }, fields: false, sites: true },
  ])('$change → fields $fields, sites $sites', ({ change, fields, sites }) => {
    expect(brandChanges({ ...saved, ...change }, saved)).toEqual({ fields, sites });
  });

  it('creates a new brand, assigning sites only when it has some', () => {
    expect(brandChanges(newBrandForm([]), undefined)).toEqual({ fields: true, sites: false });
    expect(brandChanges({ ...newBrandForm([]), assignedSites: ['s1'] }, undefined)).toEqual({
      fields: true,
      sites: true,
    });
  });
});

describe('a site belongs to one brand (assigning moves it)', () => {
  it.each([
    { before: [['a', 'b'], ['c']], index: 1, sites: ['c', 'a'], after: [['b'], ['c', 'a']] },
    { before: [['a'], []], index: 0, sites: [], after: [[], []] },
    { before: [['a'], ['b'], ['c']], index: 2, sites: ['a', 'b', 'c'], after: [[], [], ['a', 'b', 'c']] },
  ])('$before, tab $index takes $sites → $after', ({ before, index, sites, after }) => {
    expect(
      withSitesMoved(
        before.map((assignedSites) => ({ assignedSites })),
        index,
        sites,
      ),
    ).toEqual(after);
  });
});
