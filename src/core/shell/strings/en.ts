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
    nid: 'NID',
    profileSettings: 'Profile settings',
    signOut: 'Sign out',
    signingOut: 'Signing out…',
    dynamicButtonsFailed: 'Failed to load dynamic buttons',
    copyright: '© {{year}} {{academy}}. All rights reserved.',
    chat: 'Chat with us',
    navigation: 'Main navigation',
    redirecting: 'Redirecting to sign in…',
  },
};

export type ShellDictionary = typeof shellEn;
