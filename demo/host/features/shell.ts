import { defineScreens } from '../screens';

/** The dashboard route shows the learner/trainer toggle in the shell (§2) until the dashboard element lands. */
export const screens = defineScreens({
  dashboard: { layout: 'shell', shellAttributes: { 'dashboard-toggle': '' } },
});
