// Each element's ES entry registers its tag; all share one session, brand and locale with `academy-widgets/language`
// (imported in host-state.ts for `setLanguage`), so the page loads only these four elements.
import 'academy-widgets/academy-login';
import 'academy-widgets/academy-shell';
import 'academy-widgets/academy-dashboard';
import 'academy-widgets/academy-course';
// Vue `GlobalComponents` typings generated from custom-elements.json: vue-tsc checks attributes in templates.
import type {} from 'academy-widgets/vue';
import { createApp } from 'vue';
import App from './app.vue';
import { router } from './router';
import './host.css';

createApp(App).use(router).mount('#app');
