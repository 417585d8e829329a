import { z } from 'zod';
import type { TErrorKey } from '../api-error.ts';
import { ZDayHours } from './operating-hours.ts';

/**
 * The store's online-ordering site (spec 3 §3 Site, Provisioning, Store status record; §5 Web domain; §9 URL
 * patterns): what GetSiteInfo answers, the web domain's names and the locked status.
 */
export const SITES_ERROR = {
  /** Spec 3 §5: UrlNameErrMsg (letters, accented too, digits and hyphens only). */
  urlName: 'onlineOrdering.store.errors.urlNameErrMsg',
  /** Spec 3 §5: the web domain is required. */
  urlNameRequired: 'onlineOrdering.store.errors.urlNameRequired',
  urlNameLength: 'onlineOrdering.store.errors.urlNameLength',
  /** Spec 3 §8: DomainNameTakenErrMsg, under the field whose name another company or site uses. */
  domainNameTaken: 'onlineOrdering.store.errors.domainNameTakenErrMsg',
  /** A second provisioning of what already has one (create instead of update). */
  alreadyProvisioned: 'onlineOrdering.store.errors.alreadyProvisioned',
  /** Spec 3 §8: the store has no site (its status record, its provisioning). */
  noSite: 'onlineOrdering.store.errors.noSite',
  noCompany: 'onlineOrdering.store.errors.noCompany',
  minimumDeliveryAmount: 'onlineOrdering.store.errors.minimumDeliveryAmount',
  customField: 'onlineOrdering.store.errors.customField',
  coordinates: 'onlineOrdering.store.errors.coordinates',
} as const satisfies Record<string, TErrorKey>;

/** Which name a DomainNameTakenErrMsg refusal is about: the field it names (spec 3 §8 "under the matching field"). */
export const URI_NAME_FIELD = { company: 'companyUriName', site: 'siteUriName' } as const;
export type TUriNameField = (typeof URI_NAME_FIELD)[keyof typeof URI_NAME_FIELD];

/** Not given by the spec: a name is one label of a web address, so at most 63 characters. */
export const URI_NAME_MAX = 63;

/** Spec 3 §5 web domain: required; letters (accented too), digits and hyphens only. */
export const ZUriName = z
  .string()
  .trim()
  .min(1, SITES_ERROR.urlNameRequired)
  .max(URI_NAME_MAX, SITES_ERROR.urlNameLength)
  .regex(/^[\p{L}\p{M}0-9-]+$/u, SITES_ERROR.urlName);

/** Names are one namespace per kind whatever their case: 'Corner-Cafe' is taken when 'corner-cafe' is. */
export const uriNameKey = (name: string): string => name.trim().toLocaleLowerCase('en-US');

/** Spec 3 §9: the company's path and the site's path of the ordering website. */
export const companyPath = (company: string): string => `/m/${encodeURIComponent(company)}`;
export const sitePath = (company: string, site: string): string =>
  `${companyPath(company)}/s/${encodeURIComponent(site)}`;

export const ZProvisioning = z.object({ uriName: z.string(), enabled: z.boolean() });
export type TProvisioning = z.infer<typeof ZProvisioning>;
export const ZSiteProvisioning = z.object({ uriName: z.string() });
export type TSiteProvisioning = z.infer<typeof ZSiteProvisioning>;
export const ZUriNameArgs = z.object({ uriName: ZUriName });
export type TUriNameArgs = z.infer<typeof ZUriNameArgs>;

/** Spec 3 §3 store status record: locked true means the store takes no orders. */
export const ZStoreStatus = z.object({ status: z.string().max(40), locked: z.boolean() });
export type TStoreStatus = z.infer<typeof ZStoreStatus>;
export const ZUpdateStoreStatusArgs = z.object({ input: ZStoreStatus });

/** Spec 3 §4 store status values; Accept and Not are the ones a save sets. */
export const STORE_STATUS = { accept: 'Accept', busy: 'Busy', not: 'Not' } as const;

export const ZCoordinates = z.object({
  latitude: z.number().min(-90, SITES_ERROR.coordinates).max(90, SITES_ERROR.coordinates),
  longitude: z.number().min(-180, SITES_ERROR.coordinates).max(180, SITES_ERROR.coordinates),
});

/** Spec 3 §3 Site, as GetSiteInfo answers it. */
export const ZSiteInfo = z.object({
  primaryStoreContact: z.object({ name: z.string() }),
  receiptInformation: z.object({
    storeName: z.string(),
    address: z.string(),
    address2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    phone: z.string(),
  }),
  coordinates: ZCoordinates.nullable(),
  status: z.string().nullable(),
  locked: z.boolean(),
  timeZone: z.string(),
  /** The site's ordering path (/m/{company}/s/{site}) once both names exist, else null. */
  url: z.string().nullable(),
  hours: z.array(ZDayHours),
});
export type TSiteInfo = z.infer<typeof ZSiteInfo>;

/** UpdateSiteById: the site's own fields (its name and address belong to Store configuration). */
export const ZUpdateSiteArgs = z.object({ input: z.object({ coordinates: ZCoordinates }) });

/** Spec 3 §3: the shopping-cart configuration set's custom attribute holding the delivery minimum. */
export const MINIMUM_DELIVERY_AMOUNT_KEY = 'minimumdeliveryamount';
/** Spec 3 §5 money inputs: up to 3 integer digits and 2 decimals. */
export const ZMoneyText = z.string().regex(/^\d{1,3}(\.\d{1,2})?$/, SITES_ERROR.minimumDeliveryAmount);

export const ZCustomField = z.object({
  key: z.literal(MINIMUM_DELIVERY_AMOUNT_KEY, { message: SITES_ERROR.customField }),
  /** An empty value clears the minimum (no minimum delivery amount). */
  value: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), ZMoneyText]))
    .transform((v) => v || null),
});
export const ZUpdateCustomFieldsArgs = z.object({ customFields: z.array(ZCustomField).min(1).max(1) });
export const ZMinimumDeliveryAmount = z.object({ minimumDeliveryAmount: z.string().nullable() });
export type TMinimumDeliveryAmount = z.infer<typeof ZMinimumDeliveryAmount>;

/** The web domain form: the company's and the site's names, each a web-address label. */
export const ZWebDomainForm = z.object({ companyUriName: ZUriName, siteUriName: ZUriName });
export type TWebDomainForm = z.infer<typeof ZWebDomainForm>;
