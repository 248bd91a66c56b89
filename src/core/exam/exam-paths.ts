const seg = encodeURIComponent;

/** Where every 'Back to dashboard' leads (§2). */
export const DASHBOARD_PATH = '/dashboard';

/** §2 /app/exam/{examNo}/take, /result and /feedback. */
export function examPath(examNo: string, view: 'take' | 'result' | 'feedback'): string {
  return `/app/exam/${seg(examNo)}/${view}`;
}
