import { describe, expect, it } from 'vitest';
import {
  formatPhoneInput,
  isTimeZone,
  STORE_CONFIGURATION_ERROR as E,
  storeAddressText,
  tipPercentOf,
  US_STATES,
  websiteUrlOf,
  ZPreviewLightRequest,
  ZStoreConfigurationForm,
  ZUpdateStoreConfigurationRequest,
} from './store-configuration.ts';

const VALID = {
  storeName: 'Corner Cafe',
  storeAdd1: '12 Market Street',
  storeAdd2: '',
  storeCity: 'Portland',
  storeState: 'OR',
  storeZip: '97204',
  storePhone: '(503) 555-0142',
  storeContName: 'Dana Whitfield',
  storeEmail: 'dana@cornercafe.example.com',
  storeContPhone: '(503) 555-0143',
  secondaryStoreContName: '',
  secondaryStoreEmail: '',
  secondaryStoreContPhone: '',
  receiptHeader: 'Welcome to Corner Cafe',
  includeQrCode: false,
  qrCodeWebsiteUrl: '',
  receiptNote: '',
  displayTipSuggestion: false,
  tipSuggestionMessage: '',
  tipSuggestion1: '',
  tipSuggestion2: '',
  tipSuggestion3: '',
  posTimezone: 'America/Los_Angeles',
  ConcurrencyChecksum: '1.1',
};

/** Every problem the form schema finds, as field and key; [] when the values pass. */
const problems = (values: object) => {
  const r = ZStoreConfigurationForm.safeParse({ ...VALID, ...values });
  return r.success ? [] : r.error.issues.map((i) => ({ field: i.path.join('.'), key: i.message }));
};

describe('the store configuration form (spec 3 §5)', () => {
  it('accepts a complete form', () => {
    expect(problems({})).toEqual([]);
  });

  it.each([
    ['storeName', ' '],
    ['storeAdd1', ''],
    ['storeCity', ''],
    ['storeState', ''],
    ['posTimezone', ''],
    ['storeContName', ''],
    ['storeEmail', ''],
    ['storeContPhone', ''],
  ])('requires %s', (field, value) => {
    expect(problems({ [field]: value })).toEqual([{ field, key: E.required }]);
  });

  it.each([
    ['storeAdd2', ''],
    ['storePhone', ''],
    ['secondaryStoreContName', ''],
    ['secondaryStoreEmail', ''],
    ['secondaryStoreContPhone', ''],
    ['receiptHeader', ''],
    ['receiptNote', ''],
    ['qrCodeWebsiteUrl', ''],
  ])('leaves %s optional', (field, value) => {
    expect(problems({ [field]: value })).toEqual([]);
  });

  it.each([
    ['receiptHeader', 40],
    ['storeName', 40],
    ['storeAdd1', 40],
    ['storeAdd2', 40],
    ['storeCity', 20],
    ['storeContName', 40],
    ['secondaryStoreContName', 40],
    ['receiptNote', 500],
    ['tipSuggestionMessage', 100],
  ])('limits %s to %i characters', (field, max) => {
    expect(problems({ [field]: 'x'.repeat(max) })).toEqual([]);
    expect(problems({ [field]: 'x'.repeat(max + 1) })).toEqual([{ field, key: E.tooLong }]);
  });

  it('limits the contact e-mails to 50 characters and the website to 256', () => {
    const mail = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;
    expect(problems({ storeEmail: mail(50) })).toEqual([]);
    expect(problems({ storeEmail: mail(51) })).toEqual([{ field: 'storeEmail', key: E.tooLong }]);
    const site = (n: number) => `https://${'a'.repeat(n - 'https://.com'.length)}.com`;
    expect(problems({ qrCodeWebsiteUrl: site(256) })).toEqual([]);
    expect(problems({ qrCodeWebsiteUrl: site(257) })).toEqual([{ field: 'qrCodeWebsiteUrl', key: E.tooLong }]);
  });

  it.each([
    ['97204', true],
    ['97204-1234', true],
    ['9720', false],
    ['972041', false],
    ['97204-12', false],
    ['ABCDE', false],
    ['', false],
  ])('takes the zip %j: %s', (storeZip, ok) => {
    expect(problems({ storeZip })).toEqual(ok ? [] : [{ field: 'storeZip', key: E.invalidZip }]);
  });

  it.each([
    ['storePhone', '(503) 555-0142', true],
    ['storePhone', '503-555-0142', false],
    ['storePhone', '(503) 555-014', false],
    ['storeContPhone', '5035550142', false],
    ['secondaryStoreContPhone', '(503) 555-0199', true],
    ['secondaryStoreContPhone', '(503)555-0199', false],
  ])('takes %s %j: %s', (field, value, ok) => {
    expect(problems({ [field]: value })).toEqual(ok ? [] : [{ field, key: E.invalidPhone }]);
  });

  it.each([
    ['storeEmail', 'dana@example', false],
    ['storeEmail', 'dana@example.com', true],
    ['secondaryStoreEmail', 'not an e-mail', false],
    ['secondaryStoreEmail', 'sam@example.org', true],
  ])('takes %s %j: %s', (field, value, ok) => {
    expect(problems({ [field]: value })).toEqual(ok ? [] : [{ field, key: E.invalidEmail }]);
  });

  it.each([
    ['OR', true],
    ['PR', true],
    ['GU', true],
    ['DC', true],
    ['XX', false],
    ['Oregon', false],
  ])('takes the state %j: %s', (storeState, ok) => {
    expect(problems({ storeState })).toEqual(ok ? [] : [{ field: 'storeState', key: E.invalidState }]);
  });

  it('lists the 50 states, DC and the territories once each', () => {
    expect(US_STATES).toHaveLength(57);
    expect(new Set(US_STATES.map(([code]) => code)).size).toBe(57);
  });

  it.each([
    ['America/Los_Angeles', true],
    ['Europe/Berlin', true],
    ['Mars/Olympus_Mons', false],
  ])('takes the time zone %j: %s', (posTimezone, ok) => {
    expect(isTimeZone(posTimezone)).toBe(ok);
    expect(problems({ posTimezone })).toEqual(ok ? [] : [{ field: 'posTimezone', key: E.invalidTimeZone }]);
  });
});

describe('the website (spec 3 §5)', () => {
  it.each([
    ['cornercafe.example.com', 'http://cornercafe.example.com'],
    ['https://cornercafe.example.com/menu?x=1', 'https://cornercafe.example.com/menu?x=1'],
    ['HTTP://Cafe.COM', 'HTTP://Cafe.COM'],
    ['cornercafe', null],
    ['cafe.123', null],
    ['cafe.c', null],
    ['ftp://cafe.com', null],
    ['corner cafe.com', null],
    ['http://', null],
    ['', null],
  ])('%j is stored as %j', (input, url) => {
    expect(websiteUrlOf(input)).toBe(url);
  });

  it('is required with Include QR Code and saved with its scheme', () => {
    expect(problems({ includeQrCode: true })).toEqual([{ field: 'qrCodeWebsiteUrl', key: E.websiteRequired }]);
    expect(problems({ includeQrCode: true, qrCodeWebsiteUrl: 'cafe' })).toEqual([
      { field: 'qrCodeWebsiteUrl', key: E.invalidUrl },
    ]);
    const saved = ZStoreConfigurationForm.parse({ ...VALID, includeQrCode: true, qrCodeWebsiteUrl: ' cafe.com ' });
    expect(saved.values.qrCodeWebsiteUrl).toBe('http://cafe.com');
  });
});

describe('the tip suggestion (spec 3 §4, §5)', () => {
  const on = { displayTipSuggestion: true, tipSuggestionMessage: 'Thank you!' };

  it.each([
    ['15', 15],
    [18, 18],
    ['100', 100],
    ['0', null],
    ['101', null],
    ['12.5', null],
    ['-5', null],
    ['', null],
    [null, null],
  ])('reads %j as %j', (input, percent) => {
    expect(tipPercentOf(input)).toBe(percent);
  });

  it('needs three whole percents while it is shown', () => {
    expect(problems({ ...on, tipSuggestion1: '15', tipSuggestion2: '', tipSuggestion3: '200' })).toEqual([
      { field: 'tipSuggestion2', key: E.invalidTip },
      { field: 'tipSuggestion3', key: E.invalidTip },
    ]);
    const saved = ZStoreConfigurationForm.parse({
      ...VALID,
      ...on,
      tipSuggestion1: '15',
      tipSuggestion2: 18,
      tipSuggestion3: '20',
    });
    expect(saved.values).toMatchObject({ ...on, tipSuggestion1: 15, tipSuggestion2: 18, tipSuggestion3: 20 });
  });

  it('off: no rule, the message cleared, a suggestion that names no percent saved as none', () => {
    expect(problems({ tipSuggestion1: 'abc' })).toEqual([]);
    const saved = ZStoreConfigurationForm.parse({
      ...VALID,
      tipSuggestionMessage: 'Thanks',
      tipSuggestion1: '15',
      tipSuggestion2: 'abc',
    });
    expect(saved.values).toMatchObject({ tipSuggestionMessage: '', tipSuggestion1: 15, tipSuggestion2: null });
  });
});

describe('the update request', () => {
  it('carries the checksum and UpdateStoreCoordinates (false when absent) and ignores the zone list', () => {
    const r = ZUpdateStoreConfigurationRequest.parse({ ...VALID, posTimezoneList: [{ id: 'x', displayName: 'x' }] });
    expect(r).toMatchObject({ ConcurrencyChecksum: '1.1', UpdateStoreCoordinates: false });
    expect(r.values).not.toHaveProperty('posTimezoneList');
    expect(
      ZUpdateStoreConfigurationRequest.parse({ ...VALID, UpdateStoreCoordinates: true }).UpdateStoreCoordinates,
    ).toBe(true);
  });

  it('applies the same rules as the form, naming the field', () => {
    const r = ZUpdateStoreConfigurationRequest.safeParse({ ...VALID, includeQrCode: true });
    expect(r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['qrCodeWebsiteUrl', E.websiteRequired],
    ]);
  });
});

describe('helpers', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['503', '(503'],
    ['5035', '(503) 5'],
    ['503555', '(503) 555'],
    ['5035550', '(503) 555-0'],
    ['5035550142', '(503) 555-0142'],
    ['50355501429999', '(503) 555-0142'],
    ['(503) 555-0142', '(503) 555-0142'],
    ['abc503.555.0142', '(503) 555-0142'],
  ])('formats the phone %j as %j', (input, formatted) => {
    expect(formatPhoneInput(input)).toBe(formatted);
  });

  it.each([
    [
      { storeAdd1: '12 Market Street', storeAdd2: '', storeCity: 'Portland', storeState: 'OR', storeZip: '97204' },
      '12 Market Street\nPortland, OR 97204',
    ],
    [
      { storeAdd1: '1 Main', storeAdd2: 'Suite 2', storeCity: 'Austin', storeState: 'TX', storeZip: '' },
      '1 Main\nSuite 2\nAustin, TX',
    ],
    [{ storeAdd1: '', storeAdd2: '', storeCity: '', storeState: '', storeZip: '' }, ''],
  ])('composes the printed address of %j', (parts, address) => {
    expect(storeAddressText(parts)).toBe(address);
  });

  it('bounds every preview field and defaults the mail-out template to 4', () => {
    expect(ZPreviewLightRequest.parse({})).toMatchObject({ StoreName: '', mailoutId: 4 });
    expect(ZPreviewLightRequest.safeParse({ ReceiptHeader: 'x'.repeat(501) }).success).toBe(false);
  });
});
