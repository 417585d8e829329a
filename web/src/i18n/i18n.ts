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
