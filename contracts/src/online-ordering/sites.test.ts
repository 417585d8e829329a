import { describe, expect, it } from 'vitest';
import {
  SITES_ERROR,
  sitePath,
  uriNameKey,
  ZCustomField,
  ZUriName,
  ZUpdateStoreStatusArgs,
  ZWebDomainForm,
} from './sites.ts';

const issueOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('the web domain (spec 3 §5)', () => {
  it.each([
    ['corner-cafe', null],
    ['CornerCafe2', null],
    ['café-crème', null],
    ['zürich-bäckerei', null],
    ['  trimmed  ', null],
    ['', SITES_ERROR.urlNameRequired],
    ['   ', SITES_ERROR.urlNameRequired],
    ['corner cafe', SITES_ERROR.urlName],
    ['corner_cafe', SITES_ERROR.urlName],
    ['corner.cafe', SITES_ERROR.urlName],
    ['cafe/1', SITES_ERROR.urlName],
    ['a'.repeat(64), SITES_ERROR.urlNameLength],
  ])('%j → %s', (name, key) => expect(issueOf(ZUriName.safeParse(name))).toBe(key));

  it('names the field of the form', () => {
    const result = ZWebDomainForm.safeParse({ companyUriName: 'ok', siteUriName: 'not ok' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['siteUriName'], message: SITES_ERROR.urlName });
  });

  it('compares names whatever their case', () => {
    expect(uriNameKey(' Corner-Café ')).toBe(uriNameKey('corner-café'));
  });
});

describe('the ordering URL (spec 3 §9)', () => {
  it.each([
    ['corner-cafe', 'main', '/m/corner-cafe/s/main'],
    ['café', 'crème', '/m/caf%C3%A9/s/cr%C3%A8me'],
  ])('%s + %s → %s', (company, site, path) => expect(sitePath(company, site)).toBe(path));
});

describe('custom fields and status', () => {
  it.each([
    [{ key: 'minimumdeliveryamount', value: '15.00' }, null],
    [{ key: 'minimumdeliveryamount', value: '999.99' }, null],
    [{ key: 'minimumdeliveryamount', value: '1000' }, SITES_ERROR.minimumDeliveryAmount],
    [{ key: 'minimumdeliveryamount', value: '1.234' }, SITES_ERROR.minimumDeliveryAmount],
    [{ key: 'other', value: '1' }, SITES_ERROR.customField],
  ])('%o → %s', (field, key) => expect(issueOf(ZCustomField.safeParse(field))).toBe(key));

  it('takes a status record', () => {
    expect(ZUpdateStoreStatusArgs.safeParse({ input: { status: 'Not', locked: true } }).success).toBe(true);
    expect(ZUpdateStoreStatusArgs.safeParse({ input: { status: 'Not' } }).success).toBe(false);
  });
});
