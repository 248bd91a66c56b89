/** English shell strings; the Arabic part is typed against this one. */
export const shellEn = {
  shell: {
    skipToContent: 'Skip to content',
    home: 'Home',
    supportTickets: 'Support tickets',
    language: 'Language',
    learnerView: 'Learner',
    trainerView: 'Trainer',
    dashboardView: 'Dashboard view',
    profileMenu: 'Profile menu',
    menuLoading: 'Loading the profile menu…',
    nid: 'NID',
    profileSettings: 'Profile settings',
    signOut: 'Sign out',
    signingOut: 'Signing out…',
    dynamicButtonsFailed: 'Failed to load dynamic buttons',
    copyright: '© {{year}} {{academy}}. All rights reserved.',
    chat: 'Chat with us',
    navigation: 'Main navigation',
    redirecting: 'Redirecting to sign in…',
    notifications: {
      title: 'Notifications',
      // The bell's accessible name with the unread count; plain at 0.
      label: {
        zero: 'Notifications',
        one: 'Notifications, 1 unread',
        two: 'Notifications, 2 unread',
        few: 'Notifications, {{count}} unread',
        many: 'Notifications, {{count}} unread',
        other: 'Notifications, {{count}} unread',
      },
      // Said politely when the count goes up.
      announce: {
        zero: 'You have no unread notifications',
        one: 'You have 1 unread notification',
        two: 'You have 2 unread notifications',
        few: 'You have {{count}} unread notifications',
        many: 'You have {{count}} unread notifications',
        other: 'You have {{count}} unread notifications',
      },
      loading: 'Loading notifications…',
      failed: 'The notifications could not be loaded.',
    },
  },
};

export type ShellDictionary = typeof shellEn;
