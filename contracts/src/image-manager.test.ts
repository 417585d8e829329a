import { describe, expect, it } from 'vitest';
import { EDIT_FEATURE_ID } from './access/feature-ids.ts';
import { ACCESS_FLAG } from './access/flags.ts';
import { FLAG_CATALOG } from './feature-flags.ts';
import {
  IMAGE_MANAGER_ERROR as E,
  IMAGE_MAX_BYTES,
  acceptOf,
  fileChoiceError,
  fileSizeError,
  hashOfImageUrl,
  imageRuleError,
  imageUrlOf,
  isImageManagerViewOnly,
  isImageTypeOn,
  mayChangeImageIn,
  ZImageUploadFields,
  ZUpdateImageManagerRequest,
  type TImageType,
} from './image-manager.ts';

const HASH = 'ab'.repeat(32);

describe('imageRuleError', () => {
  it.each<[TImageType, string, number, number, string | null]>([
    ['merchantLogo', 'png', 480, 270, null],
    ['merchantLogo', 'jpeg', 3840, 2160, null],
    ['merchantLogo', 'gif', 480, 270, E.logoInvalidType],
    ['merchantLogo', 'svg', 480, 270, E.logoInvalidType],
    ['merchantLogo', 'webp', 480, 270, E.logoInvalidType],
    ['merchantLogo', 'png', 479, 270, E.logoTooSmall],
    ['merchantLogo', 'png', 480, 269, E.logoTooSmall],
    ['merchantLogo', 'png', 3841, 2160, E.resolutionTooHigh],
    ['merchantLogo', 'png', 3840, 2161, E.resolutionTooHigh],
    ['customerDisplayImage', 'gif', 1024, 600, null],
    ['customerDisplayImage', 'png', 1023, 600, E.displayTooSmall],
    ['customerDisplayImage', 'jpeg', 1024, 599, E.displayTooSmall],
    ['customerDisplayImage', 'svg', 2000, 1000, E.displayInvalidType],
    ['customerDisplayImage', 'png', 3841, 2000, E.resolutionTooHigh],
    ['customerDisplayImageOverride', 'gif', 1024, 600, null],
    ['customerDisplayImageOverride', 'png', 800, 600, E.displayTooSmall],
    ['customerDisplayImageOverride', 'tiff', 1024, 600, E.displayInvalidType],
  ])('%s %s %i×%i → %s', (type, format, width, height, expected) => {
    expect(imageRuleError(type, { format, width, height })).toBe(expected);
  });
});

describe('size and the file picker', () => {
  it.each<[number, string | null]>([
    [0, null],
    [IMAGE_MAX_BYTES, null],
    [IMAGE_MAX_BYTES + 1, E.fileTooLarge],
  ])('%i bytes → %s', (bytes, expected) => expect(fileSizeError(bytes)).toBe(expected));

  it.each<[TImageType, string, number, string | null]>([
    ['merchantLogo', 'logo.PNG', 10, null],
    ['merchantLogo', 'logo.jpg', 10, null],
    ['merchantLogo', 'logo.jpeg', 10, null],
    ['merchantLogo', 'logo.gif', 10, E.logoInvalidType],
    ['merchantLogo', 'logo.svg', 10, E.logoInvalidType],
    ['merchantLogo', 'logo', 10, E.logoInvalidType],
    ['customerDisplayImage', 'screen.gif', 10, null],
    ['customerDisplayImage', 'screen.svg', 10, E.displayInvalidType],
    ['customerDisplayImage', 'screen.png', IMAGE_MAX_BYTES + 1, E.fileTooLarge],
  ])('%s %s (%i bytes) → %s', (type, name, size, expected) => {
    expect(fileChoiceError(type, { name, size })).toBe(expected);
  });

  it("offers the spec's endings", () => {
    expect(acceptOf('merchantLogo')).toBe('.png,.jpeg,.jpg');
    expect(acceptOf('customerDisplayImage')).toBe('.png,.jpeg,.jpg,.gif');
  });
});

describe('image URLs', () => {
  it.each<[string, string | null]>([
    [imageUrlOf(HASH), HASH],
    ['', null],
    ['https://example.com/logo.png', null],
    [`/ImageManager/Image/${HASH.toUpperCase()}`, null],
    [`/ImageManager/Image/${HASH}/x`, null],
    [`/ImageManager/Image/${HASH.slice(2)}`, null],
  ])('%s names %s', (url, hash) => expect(hashOfImageUrl(url)).toBe(hash));
});

describe('who changes what', () => {
  it.each<[TImageType, number, number, boolean]>([
    ['merchantLogo', 0, 3, true],
    ['merchantLogo', 2001, 3, false],
    ['merchantLogo', 2101, 1, true],
    ['customerDisplayImage', 0, 2, true],
    ['customerDisplayImage', 2001, 2, false],
    ['customerDisplayImageOverride', 2001, 2, true],
    ['customerDisplayImageOverride', 0, 2, false],
    ['customerDisplayImageOverride', 2101, 1, false],
  ])('%s at store %i of %i stores → %s', (type, storeId, activeStoreCount, expected) => {
    expect(mayChangeImageIn(type, { storeId, activeStoreCount })).toBe(expected);
  });

  it.each<[Record<string, boolean>, TImageType, boolean]>([
    [{ [ACCESS_FLAG.merchantLogo]: true }, 'merchantLogo', true],
    [{ [ACCESS_FLAG.merchantLogo]: true }, 'customerDisplayImage', false],
    [{ [ACCESS_FLAG.customerDisplayImage]: true }, 'customerDisplayImageOverride', true],
    [{}, 'merchantLogo', false],
  ])('flags %j: %s on → %s', (flags, type, expected) => {
    expect(isImageTypeOn({ flags }, type)).toBe(expected);
  });

  it('is read-only for a role without the settings edit right', () => {
    expect(isImageManagerViewOnly({ featureIds: [EDIT_FEATURE_ID.companyInformation] })).toBe(true);
    expect(isImageManagerViewOnly({ featureIds: [] })).toBe(false);
  });

  it('knows both flags in the catalogue', () => {
    expect(FLAG_CATALOG).toEqual(
      expect.arrayContaining(['merchantLogo', 'customerFacingDisplayImage', 'imageManager']),
    );
  });
});

describe('request bodies', () => {
  it.each<[Record<string, string>, boolean]>([
    [{ merchantId: '1001', imageType: 'merchantLogo' }, true],
    [{ merchantId: '0', imageType: 'merchantLogo' }, false],
    [{ merchantId: '99999999999', imageType: 'merchantLogo' }, false],
    [{ merchantId: 'x', imageType: 'merchantLogo' }, false],
    [{ imageType: 'merchantLogo' }, false],
    [{ merchantId: '1001', imageType: 'banner' }, false],
  ])('upload fields %j valid → %s', (fields, valid) => {
    expect(ZImageUploadFields.safeParse(fields).success).toBe(valid);
  });

  it.each<[Record<string, unknown>, boolean]>([
    [{ ConcurrencyChecksum: '1.0.0' }, true],
    [{ companyImages: { merchantLogoUrl: '' }, ConcurrencyChecksum: '1.0.0' }, true],
    [{ companyImages: { merchantLogoUrl: 'x'.repeat(257) }, ConcurrencyChecksum: '1.0.0' }, false],
    [{ companyImageAssignments: { customerDisplayImageStores: [0] }, ConcurrencyChecksum: '1.0.0' }, false],
    [{ companyImageAssignments: { customerDisplayImageStores: Array(1001).fill(1) }, ConcurrencyChecksum: '1' }, false],
    [{ storeImages: { customerDisplayImageOverrideUrl: '' } }, false],
  ])('update %j valid → %s', (body, valid) => {
    expect(ZUpdateImageManagerRequest.safeParse(body).success).toBe(valid);
  });
});
