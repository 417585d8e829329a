import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from './en-US.json';

/** Only English (en-US) is offered (spec 1 §1); the language dropdown lists it alone. */
export const LANGUAGES = [{ code: 'en-US', labelKey: 'common.language.enUS' }] as const;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en-US',
  fallbackLng: 'en-US',
  resources: { 'en-US': { translation: enUS } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

let portalStrings: Promise<void> | undefined;

/**
 * The portal's strings (its shell and every screen) live in their own file, loaded with the portal's chunk: the
 * sign-in page carries only what signing in can show (en-US.json), which keeps it small (issue 12). Both files fill
 * the one `translation` namespace and share no top-level key, so a key reads the same wherever it lives. A failed
 * load is not remembered, so the next navigation tries again.
 */
export function loadPortalStrings(): Promise<void> {
  portalStrings ??= import('./en-US.portal.json').then(
    (portal) => {
      i18n.addResourceBundle('en-US', 'translation', portal.default, true, false);
    },
    (error: unknown) => {
      portalStrings = undefined;
      throw error;
    },
  );
  return portalStrings;
}
