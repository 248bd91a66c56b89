// §9 business constants of the course viewer.

/** A video is complete once this share (percent) of it has played. */
export const VIDEO_COMPLETE_PERCENT = 90;
/** Documents and presentations report 100 % this long after loading (the loading placeholder's time). */
export const DOCUMENT_COMPLETE_MS = 1000;
/** Video controls hide this long after the last activity. */
export const VIDEO_CONTROLS_HIDE_MS = 3000;
/** Video playback speeds offered, slowest first. */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
/** A null progress record (copied link) sends the learner to /dashboard after this long. */
export const COPIED_LINK_REDIRECT_MS = 3000;
/** Below this viewport width (px) the table of contents is a drawer. */
export const MOBILE_BREAKPOINT_PX = 768;
/** A content's time spent (minutes) above this is suspect and warned about. */
export const SUSPECT_MINUTES = 1440;
/** An existing time spent (minutes) above this is distrusted. */
export const DISTRUSTED_MINUTES = 60;
