import { describe, expect, it } from 'vitest';
import {
  BRANDING_ERROR as E,
  BRANDING_MAX_BYTES,
  brandingFileChoiceError,
  brandingImageError,
  ZBrandingUploadFields,
} from './branding.ts';

describe('brandingFileChoiceError', () => {
  it.each([
    { name: 'logo.png', size: 1000, error: null },
    { name: 'LOGO.JPG', size: 1000, error: null },
    { name: 'photo.jpeg', size: BRANDING_MAX_BYTES, error: null },
    { name: 'photo.jpeg', size: BRANDING_MAX_BYTES + 1, error: E.fileTooLarge },
    { name: 'logo.gif', size: 1000, error: E.invalidType },
    { name: 'logo.svg', size: 1000, error: E.invalidType },
    { name: 'logo.png.svg', size: 1000, error: E.invalidType },
    { name: 'logo', size: 1000, error: E.invalidType },
  ])('$name of $size bytes → $error', ({ name, size, error }) => {
    expect(brandingFileChoiceError({ name, size })).toBe(error);
  });
});

describe('brandingImageError', () => {
  it.each([
    { format: 'png', width: 1200, height: 450, error: null },
    { format: 'jpeg', width: 4096, height: 845, error: null },
    { format: 'gif', width: 800, height: 300, error: E.invalidType },
    { format: 'svg', width: 800, height: 300, error: E.invalidType },
    { format: 'png', width: 4097, height: 845, error: E.resolutionTooHigh },
  ])('$format $width×$height → $error', ({ error, ...image }) => {
    expect(brandingImageError(image)).toBe(error);
  });
});

describe('ZBrandingUploadFields', () => {
  it('takes the two keys of HEC-BRANDING and an optional image id', () => {
    expect(
      ZBrandingUploadFields.safeParse({ key: 'hec-banner-url', configurationSettingsId: 'HEC-BRANDING' }).success,
    ).toBe(true);
    expect(
      ZBrandingUploadFields.safeParse({ key: 'merchant-logo', configurationSettingsId: 'HEC-BRANDING' }).success,
    ).toBe(false);
    expect(ZBrandingUploadFields.safeParse({ key: 'company-logo-url', configurationSettingsId: 'OTHER' }).success).toBe(
      false,
    );
    expect(
      ZBrandingUploadFields.safeParse({
        key: 'company-logo-url',
        configurationSettingsId: 'HEC-BRANDING',
        imageId: 'x',
      }).success,
    ).toBe(false);
  });
});
