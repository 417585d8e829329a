import { z } from 'zod';
import type { TErrorKey } from '../api-error.ts';
import { HEX_COLOR } from './site-branding-color.ts';

/** Spec 3 §3 Site branding brand, §9: a brand's name has at most 20 characters. */
export const SITE_BRAND_NAME_MAX = 20;
/** Spec 3 §9: the brand list is read 100 at a time; the site list in one fetch of up to 10000 rows. */
export const SITE_BRAND_PAGE_SIZE = 100;
export const SITE_LIST_PAGE_SIZE = 10_000;

/** Spec 3 §3: the fonts a brand may take, the default first. */
export const SITE_BRAND_FONTS = [
  'Source Sans Pro',
  'Arial',
  'Courier',
  'Lato',
  'Merriweather',
  'Montserrat',
  'Open Sans',
  'Playfair Display',
  'Raleway',
  'Roboto',
  'Times New Roman',
  'Vollkorn',
] as const;
export type TSiteBrandFont = (typeof SITE_BRAND_FONTS)[number];

/** Spec 3 §3: a button's text is white or black. */
export const BUTTON_TEXT_COLORS = ['white', 'black'] as const;
export type TButtonTextColor = (typeof BUTTON_TEXT_COLORS)[number];
/** The colour each button text choice stands for (the preview and its contrast check). */
export const BUTTON_TEXT_HEX = { white: '#ffffff', black: '#000000' } as const satisfies Record<
  TButtonTextColor,
  string
>;

/** Spec 3 §3: a new brand's colour, button text colour and font. */
export const SITE_BRAND_DEFAULTS = {
  sitePrimaryColor: '#0f235f',
  buttonTextColor: 'white',
  font: 'Source Sans Pro',
} as const satisfies { sitePrimaryColor: string; buttonTextColor: TButtonTextColor; font: TSiteBrandFont };

export const SITE_BRANDING_ERROR = {
  nameRequired: 'siteBranding.errors.nameRequired',
  nameLength: 'siteBranding.errors.nameLength',
  font: 'siteBranding.errors.font',
  color: 'siteBranding.errors.color',
  buttonTextColor: 'siteBranding.errors.buttonTextColor',
  sites: 'siteBranding.errors.sites',
  notFound: 'siteBranding.errors.notFound',
} as const satisfies Record<string, TErrorKey>;

/** Spec 3 §5: required, at most 20 characters (the screen counts them: n/20). */
export function siteBrandNameError(typed: string): TErrorKey | null {
  const text = typed.trim();
  if (text === '') return SITE_BRANDING_ERROR.nameRequired;
  return text.length > SITE_BRAND_NAME_MAX ? SITE_BRANDING_ERROR.nameLength : null;
}

const ZBrandName = z
  .string()
  .trim()
  .superRefine((name, ctx) => {
    const error = siteBrandNameError(name);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

/** Spec 3 §3: site ids are store site ids without dashes. */
const ZSiteId = z.string().regex(/^[A-Za-z0-9]{1,36}$/, SITE_BRANDING_ERROR.sites);
const ZBrandId = z.string().trim().min(1).max(64);

/** Spec 3 §7.2 createSiteBrand's fields (updateSiteBrand adds id). The colour is stored as #rrggbb in lower case. */
export const ZSiteBrandInput = z.object({
  name: ZBrandName,
  font: z.enum(SITE_BRAND_FONTS, { message: SITE_BRANDING_ERROR.font }),
  sitePrimaryColor: z.string().trim().toLowerCase().regex(HEX_COLOR, SITE_BRANDING_ERROR.color),
  buttonTextColor: z.enum(BUTTON_TEXT_COLORS, { message: SITE_BRANDING_ERROR.buttonTextColor }),
});
export type TSiteBrandInput = z.output<typeof ZSiteBrandInput>;

export const ZCreateSiteBrandArgs = ZSiteBrandInput;
export const ZUpdateSiteBrandArgs = ZSiteBrandInput.extend({ id: ZBrandId });
export type TUpdateSiteBrandInput = z.output<typeof ZUpdateSiteBrandArgs>;
export const ZSiteBrandIdArgs = z.object({ id: ZBrandId });
/** Spec 3 §7.2 assign sites: the brand's sites, all of them (a site another brand had moves to this one). */
export const ZAssignSiteBrandSitesArgs = z.object({
  id: ZBrandId,
  assignedSites: z
    .array(ZSiteId)
    .max(SITE_LIST_PAGE_SIZE, SITE_BRANDING_ERROR.sites)
    .refine((ids) => new Set(ids).size === ids.length, SITE_BRANDING_ERROR.sites),
});
export type TAssignSiteBrandSitesInput = z.output<typeof ZAssignSiteBrandSitesArgs>;
/** Spec 3 §7.2 list query: pages counted from 1, at most 100 brands a page. */
export const ZGetSiteBrandsArgs = z.object({
  pageNumber: z
    .number()
    .int()
    .min(1)
    .nullish()
    .transform((n) => n ?? 1),
  pageSize: z
    .number()
    .int()
    .min(1)
    .max(SITE_BRAND_PAGE_SIZE)
    .nullish()
    .transform((n) => n ?? SITE_BRAND_PAGE_SIZE),
});

/** Spec 3 §3 Site branding brand, as the by-id query answers it. */
export const ZSiteBrand = z.object({
  id: z.string(),
  name: z.string(),
  sitePrimaryColor: z.string(),
  font: z.enum(SITE_BRAND_FONTS),
  buttonTextColor: z.enum(BUTTON_TEXT_COLORS),
});
export type TSiteBrand = z.infer<typeof ZSiteBrand>;
/** Spec 3 §7.2 list query's answer. */
export const ZSiteBrandPage = z.object({
  pageNumber: z.number().int(),
  totalPages: z.number().int(),
  totalResults: z.number().int(),
  lastPage: z.boolean(),
  pageContent: z.array(ZSiteBrand.pick({ id: true, name: true })),
});
export type TSiteBrandPage = z.infer<typeof ZSiteBrandPage>;
/** Spec 3 §7.2 assigned sites by id: the brand's site ids. */
export const ZSiteBrandSites = z.object({ id: z.string(), assignedSites: z.array(z.string()) });
export type TSiteBrandSites = z.infer<typeof ZSiteBrandSites>;

// ---------------------------------------------------------------------------------------------------------------
// The screen's form (spec 3 §2.4, §4 Site branding): one brand per tab; a new brand has no id yet.

export const ZSiteBrandForm = z.object({
  id: z.string(),
  name: z.string().superRefine((name, ctx) => {
    const error = siteBrandNameError(name);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  }),
  font: z.enum(SITE_BRAND_FONTS, { message: SITE_BRANDING_ERROR.font }),
  sitePrimaryColor: z.string().regex(HEX_COLOR, SITE_BRANDING_ERROR.color),
  buttonTextColor: z.enum(BUTTON_TEXT_COLORS),
  assignedSites: z.array(z.string()),
});
export type TSiteBrandForm = z.infer<typeof ZSiteBrandForm>;
export const ZSiteBrandsForm = z.object({ brands: z.array(ZSiteBrandForm) });
export type TSiteBrandsForm = z.infer<typeof ZSiteBrandsForm>;

/**
 * Spec 3 §3: a new brand is 'Brand N', N one more than the brands there are, moved on while another brand has
 * that name.
 */
export function newBrandName(names: readonly string[]): string {
  const taken = new Set(names.map((n) => n.trim().toLowerCase()));
  let n = names.length + 1;
  while (taken.has(`brand ${n}`)) n += 1;
  return `Brand ${n}`;
}

/** Spec 3 §3, §4: a new brand's tab, with the defaults and no sites. */
export const newBrandForm = (names: readonly string[]): TSiteBrandForm => ({
  id: '',
  name: newBrandName(names),
  ...SITE_BRAND_DEFAULTS,
  assignedSites: [],
});

/** A saved brand and its sites as its tab shows them. */
export const brandFormOf = (brand: TSiteBrand, sites: readonly string[]): TSiteBrandForm => ({
  ...brand,
  assignedSites: [...sites],
});

/** A valid tab as createSiteBrand's (and, with its id, updateSiteBrand's) arguments. */
export const brandInputOf = (brand: TSiteBrandForm): TSiteBrandInput => ({
  name: brand.name.trim(),
  font: brand.font,
  sitePrimaryColor: brand.sitePrimaryColor,
  buttonTextColor: brand.buttonTextColor,
});

/** The same sites in any order. */
export const sameSites = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((site) => b.includes(site));

/** What a save does for a tab against the brand as saved (undefined: a new brand): write its fields, its sites. */
export function brandChanges(
  brand: TSiteBrandForm,
  saved: TSiteBrandForm | undefined,
): { fields: boolean; sites: boolean } {
  if (saved === undefined || brand.id === '') return { fields: true, sites: brand.assignedSites.length > 0 };
  const input = brandInputOf(brand);
  const before = brandInputOf(saved);
  return {
    fields: (Object.keys(input) as (keyof TSiteBrandInput)[]).some((key) => input[key] !== before[key]),
    sites: !sameSites(brand.assignedSites, saved.assignedSites),
  };
}

/**
 * Spec 3 §3: a site belongs to at most one brand. The tabs' sites after one tab takes these: a site it takes leaves
 * whichever other tab had it (as assigning it on the server moves it).
 */
export function withSitesMoved(
  brands: readonly Pick<TSiteBrandForm, 'assignedSites'>[],
  index: number,
  sites: readonly string[],
): string[][] {
  const taken = new Set(sites);
  return brands.map((brand, i) => (i === index ? [...sites] : brand.assignedSites.filter((s) => !taken.has(s))));
}
