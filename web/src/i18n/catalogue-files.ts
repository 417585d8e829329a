/**
 * The en-US catalogue's files in web/src/i18n: the sign-in page's strings, then the portal's (loaded with the portal's
 * chunk, see loadPortalStrings). Readers outside the app (the e2e specs, the error-key check) merge them in this order.
 */
export const EN_US_FILES = ['en-US.json', 'en-US.portal.json'] as const;
