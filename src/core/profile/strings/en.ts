import { relativeTimeWordsEn } from '../../locale/relative-time-words/en';
/** English profile-settings strings; the Arabic part is typed against this one. */
export const profileEn = {
  profile: {
    title: 'Profile settings',
    signedOut: 'Please log in to view your profile.',
    layout: {
      trainer: 'Trainer profile',
      learner: 'Learner profile',
    },
    current: {
      title: 'Current profile',
      englishName: 'English name',
      arabicName: 'Arabic name',
      notSet: 'Not set',
    },
    form: {
      title: 'Update your name',
      englishName: 'English name',
      arabicName: 'Arabic name',
      certificateNote: 'Your English name is the one printed on your certificates.',
      submit: 'Update profile',
      submitting: 'Updating…',
    },
    validation: {
      required: 'please fill in all required fields',
      latin: 'Write the English name in English letters: it is printed on your certificates.',
    },
    success: 'Profile updated successfully',
    error: 'Failed to update your profile. Please try again.',
    calendar: {
      title: 'Calendar',
      intro: 'How dates are shown here, in your emails and on your certificates.',
      options: {
        gregory: 'Gregorian',
        'islamic-umalqura': 'Hijri (Umm al-Qura)',
        both: 'Hijri beside Gregorian',
      },
      example: 'Today: {{date}}',
      saved: 'Calendar saved',
      error: "We couldn't save your calendar. Please try again.",
    },
    mail: {
      title: 'Email notices',
      intro: 'Choose which notices also come to your email. The app shows them either way.',
      kinds: {
        'attendance-marked': 'When a trainer marks me absent or late',
        'lecture-reminder': 'Thirty minutes before each of my lectures starts',
        'exam-result': 'My result, when I finish an exam',
        'certificate-issued': 'When a certificate is issued to me',
        'ticket-updates': 'When support answers or closes one of my tickets',
        'attendance-digest': 'Each morning, who was absent or late in my batches the day before (trainers)',
      },
      securityNote:
        'Security emails (address verification, password reset, password changed, sign-in from a new device) are always sent.',
      loading: 'Loading your email choices…',
      failed: "We couldn't load your email choices.",
      saved: 'Email choice saved',
      error: "We couldn't save your email choice. Please try again.",
    },
    activity: {
      title: 'Recent activity',
      list: 'Recent activity, scrollable',
      loading: 'Loading activity…',
      empty: 'No recent activity yet.',
      failed: "We couldn't load your activity.",
      updatedBySelf: 'Updated by Self',
      badge: {
        updated: 'updated',
        created: 'created',
        login: 'login',
        email: 'email',
      },
    },
    relative: relativeTimeWordsEn,
  },
};

export type ProfileDictionary = typeof profileEn;
