import { createRouter, createWebHistory } from 'vue-router';
import CoursePage from './pages/course-page.vue';
import DashboardPage from './pages/dashboard-page.vue';
import NotInThisExample from './pages/not-in-this-example.vue';
import SignInPage from './pages/sign-in-page.vue';

/** The host's routes, at the paths the elements ask for in `academy-navigate`. */
export const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: '/', redirect: '/dashboard' },
    { path: '/auth/login', component: SignInPage },
    { path: '/dashboard', component: DashboardPage },
    // One route for /course/{id}/{progress} and /course/{id}/{content}/{progress}, so the same element is updated.
    { path: '/course/:courseId/:rest(.*)', component: CoursePage },
    { path: '/:unknown(.*)*', component: NotInThisExample },
  ],
});
