import type { QrEntryType } from '../qr/qr-content';

declare module '../events/event-map' {
  /** The scanner's events join the one typed map here. */
  interface AcademyEventMap {
    /** After the server accepted a scanned, confirmed, typed or kept-offline code: the lecture and entry type (of a typed code, as the server answered them; '' and IN when it did not) and the message shown. */
    'academy-attendance-marked': CustomEvent<{ lectureId: string; entryType: QrEntryType; message: string }>;
  }
}

export {};
