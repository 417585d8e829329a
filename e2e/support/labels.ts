import { t, tPattern } from './i18n.ts';

/**
 * What the specs look for on screen. Texts come from web/src/i18n/en-US.json by key (so wording edits there do
 * not break the suite, a renamed key does, loudly); the few texts the spec itself fixes are literal.
 */
export const L = {
  login: {
    username: t('auth.login.username'),
    password: t('auth.login.password'),
    signIn: t('auth.login.signIn'),
    forgotUsername: t('auth.login.forgotUsername'),
    forgotPassword: t('auth.login.forgotPassword'),
  },
  common: {
    ok: t('common.ok'),
    cancel: t('common.cancel'),
    continue: t('common.continue'),
    save: t('common.save'),
    refresh: t('common.refresh'),
    nextPage: t('common.table.nextPage'),
  },
  /** The one leave dialog of every editing screen (issue 14 §5). */
  leave: {
    title: t('common.leave.title'),
    stay: t('common.leave.stay'),
    discard: t('common.leave.discard'),
  },
  dialogs: {
    selectStore: t('storeSelection.store.title'),
    selectMerchant: t('storeSelection.merchant.title'),
    incorrect: t('auth.loginErrors.incorrect.title'),
    locked: t('auth.loginErrors.locked.title'),
    forgotUsername: t('auth.forgotUsername.title'),
    forgotPassword: t('auth.forgotPassword.title'),
    resetPassword: t('auth.resetPassword.title'),
    changePassword: t('auth.changePassword.title'),
    license: t('auth.license.title'),
    pastDueOverdue: t('account.pastDue.titleOverdue'),
    suspended: t('account.suspended.title'),
    spreOnly: t('auth.spreOnly.title'),
    merchantDeactivated: t('auth.loginErrors.merchantDeactivated.title'),
    storeDeactivated: t('auth.loginErrors.storeDeactivated.title'),
    notApproved: t('auth.loginErrors.notApproved.title'),
    noFeature: t('auth.loginErrors.noFeature.title'),
    /** Spec 1 §8: "HTTP failures show a modal titled 'HTTP: {status}'". */
    http: (status: number) => `HTTP: ${status}`,
  },
  messages: {
    /** Spec 1 §8 fixes these two texts. */
    notApproved: 'Back Office access is not approved.',
    noFeature: "You don't have access to Back Office.",
    merchantDeactivated: t('auth.loginErrors.merchantDeactivated.message'),
    storeDeactivated: t('auth.loginErrors.storeDeactivated.message'),
    pastDueOverdue: (days: number) =>
      t(`account.pastDue.messageOverdue_${days === 1 ? 'one' : 'other'}`, { count: days }),
  },
  account: { goBack: t('account.suspended.goBack'), understand: t('account.suspended.understand') },
  license: {
    accept: t('auth.license.accept'),
    decline: t('auth.license.decline'),
    confirm: t('auth.license.confirm'),
    frame: t('auth.license.frameTitle'),
  },
  locked: { requestReset: t('auth.loginErrors.locked.requestReset') },
  forgot: {
    userName: t('auth.forgotPassword.userName'),
    email: t('auth.forgotUsername.email'),
    reset: t('auth.forgotPassword.reset'),
    sendUserNames: t('common.ok'),
  },
  password: {
    oldPassword: t('auth.changePassword.oldPassword'),
    newPassword: t('auth.changePassword.newPassword'),
    confirmPassword: t('auth.changePassword.confirmPassword'),
    resetNewPassword: t('auth.resetPassword.newPassword'),
    resetConfirmPassword: t('auth.resetPassword.confirmPassword'),
    save: t('common.save'),
    resetSubmit: t('auth.resetPassword.submit'),
    notMatch: t('password.errors.PasswordsNotMatch'),
    similar: t('password.errors.SimilarPassword'),
    formatShort: t('password.formatShort'),
    resetSuccessTitle: t('auth.resetPassword.successTitle'),
    changeSuccessTitle: t('auth.changePassword.successTitle'),
  },
  storeSelection: {
    search: t('storeSelection.search'),
    runSearch: t('storeSelection.runSearch'),
    includeDeactivated: t('storeSelection.includeDeactivated'),
    allStores: t('portal.allStores'),
  },
  table: { displayedRows: tPattern('common.table.displayedRows') },
  portal: {
    userMenu: tPattern('portal.userMenu.label'),
    userMenuFor: (user: string) => t('portal.userMenu.label', { user }),
    changePassword: t('portal.userMenu.changePassword'),
    logOff: t('portal.userMenu.logout'),
    openNavigation: t('portal.header.openNav'),
    storeButton: (name: string) => t('portal.header.storeButton', { name }),
    merchantButton: (name: string) => t('portal.header.merchantButton', { name }),
    homeTitle: t('portal.home.title'),
    workingIn: t('portal.home.context'),
    notAvailable: (screen: string) => t('portal.notAvailable.message', { screen }),
  },
  nav: {
    label: t('portal.nav.label'),
    /** Corner Cafe's owner (product type 2, provider reseller, the online-ordering flags on): the sections shown. */
    storeUserEntries: [
      'mystore',
      'results',
      'customers',
      'employees',
      'ecommerce',
      'onlineordering',
      'settings',
      'account',
    ].map((id) => t(`portal.nav.${id}`)),
    /** ...and those the rules hide from them: Pilot Program needs a flag that is off (Corner Cafe takes online orders). */
    storeUserHidden: [t('portal.nav.pilotprogram')],
    inventory: t('portal.nav.inventory'),
    menu: t('portal.nav.menu'),
    results: t('portal.nav.results'),
    customers: t('portal.nav.customers'),
    menuSectionPath: '/Portal/NewIndex/menu/categories',
    // Settings & Privacy is a screen of its own (spec 3), not a legacy embed, and is not built yet.
    unbuiltPath: '/Portal/NewIndex/settings/privacy',
    unbuiltName: t('portal.nav.settingsPrivacy'),
    /** Time Clock is not for product type 2 (spec 1 §2), so the guard sends the store owner home. */
    hiddenPath: '/Portal/NewIndex/employees/timeClock',
    hiddenName: `${t('portal.nav.employees')}: ${t('portal.menu.employees.timeClock')}`,
  },
};
