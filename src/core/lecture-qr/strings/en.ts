/** English lecture-QR strings; the Arabic part is typed against this one. */
export const lectureQrEn = {
  lectureQr: {
    title: 'Attendance',
    signIn: 'Please log in to show the attendance code.',
    online: 'Online',
    offline: 'Offline',
    retry: 'Retry',
    refresh: 'Refresh',
    loading: 'Loading lecture…',
    tabs: {
      label: 'Attendance code',
      in: 'Check In',
      out: 'Check Out',
      inOut: 'Check In & Out',
    },
    code: {
      IN: 'Check in',
      OUT: 'Check out',
      image: '{{action}} code for {{lecture}}',
      newCode: 'New code in {{seconds}} s',
      rotation: 'The code changes every 15 seconds.',
    },
    status: {
      missing: 'Lecture you are trying to access does not exist.',
      startsIn: 'The lecture starts in: {{duration}}',
      endedAgo: 'The lecture ended {{duration}} ago',
      ongoing: 'Lecture is currently ongoing',
    },
    unavailable: 'QR Code not available',
    instruction: 'Learners open the attendance scanner on their phone and scan this code.',
    duration: 'Duration',
    hours: '{{hours}} h',
    when: '{{date}}, {{start}}–{{end}}',
    timezone: 'Time zone: {{zone}}',
    error: {
      title: 'Error Loading Lecture',
      body: 'Unable to load lecture data. Please try again.',
    },
    notFound: {
      title: 'Lecture not found',
    },
    roster: {
      title: 'Who is here',
      checkedIn: 'Checked in',
      checkedOut: 'Checked out',
      notYet: 'Not yet',
      count: '{{count}}',
      nobody: 'Nobody',
      at: 'at {{time}}',
      updated: 'Updated {{time}}',
      failed: "Couldn't refresh the list. Trying again…",
    },
    units: {
      hours: { one: '1 hour', two: '2 hours', few: '{{count}} hours', many: '{{count}} hours', other: '{{count}} hours' },
      minutes: { one: '1 minute', two: '2 minutes', few: '{{count}} minutes', many: '{{count}} minutes', other: '{{count}} minutes' },
      seconds: { one: '1 second', two: '2 seconds', few: '{{count}} seconds', many: '{{count}} seconds', other: '{{count}} seconds' },
      separator: ', ',
    },
  },
};

export type LectureQrDictionary = typeof lectureQrEn;
