/** Menu item value of the sign-out entry; every other value is the path the item opens. */
export const SIGN_OUT = 'sign-out';
export const SETTINGS_PATH = '/profile/settings';
