// The page's own script, a file next to the page (its CSP allows no inline script): a small router that shows one
// element per path and moves on the elements' academy-navigate, and the page's language buttons (setLanguage).
const { getLanguage, setLanguage, syncPathname } = window.AcademyWidgets;

/**
 * What a path shows: an element (its attributes from the path), alone or inside `<academy-shell>`.
 * @typedef {{ name: string, tag: string, attributes?: Record<string, string>, shell?: boolean }} Screen
 */

/**
 * @param {Record<string, string>} attributes
 * @returns {Screen}
 */
const tickets = (attributes) => ({ name: 'tickets', tag: 'academy-tickets', attributes, shell: true });

/**
 * The paths the elements link to and ask for, each with its element; the ids in a path become its attributes.
 * @type {[RegExp, (params: string[]) => Screen][]}
 */
const ROUTES = [
  [/^\/auth\/login$/, () => ({ name: 'sign-in', tag: 'academy-login' })],
  [/^\/dashboard$/, () => ({ name: 'dashboard', tag: 'academy-dashboard', shell: true })],
  // /course/{course}, /course/{course}/{progress} and /course/{course}/{content}/{progress}
  [
    /^\/course\/(\d+)(?:\/(\d+))?(?:\/(\d+))?$/,
    ([course = '', second, third]) => {
      /** @type {Record<string, string>} */
      const attributes = { 'course-id': course };
      if (third) attributes['content-id'] = second ?? '';
      if (third ?? second) attributes['course-progress-id'] = third ?? second ?? '';
      return { name: 'course', tag: 'academy-course', attributes, shell: true };
    },
  ],
  [
    /^\/app\/exam\/(\d+)\/(take|result|feedback)$/,
    ([examNo = '', view = '']) => ({
      name: 'exam',
      tag: 'academy-exam',
      attributes: { 'exam-no': examNo, view },
      shell: true,
    }),
  ],
  [/^\/support\/tickets$/, () => tickets({ view: 'list' })],
  [/^\/support\/tickets\/create$/, () => tickets({ view: 'create' })],
  [/^\/support\/tickets\/(\d+)$/, ([ticketNo = '']) => tickets({ view: 'detail', 'ticket-no': ticketNo })],
  [/^\/attendance\/scanner$/, () => ({ name: 'scanner', tag: 'academy-scanner', shell: true })],
  [
    /^\/trainer\/qr\/(\d+)$/,
    ([lectureId = '']) => ({
      name: 'lecture-qr',
      tag: 'academy-lecture-qr',
      attributes: { 'lecture-id': lectureId },
      shell: true,
    }),
  ],
  [/^\/profile$/, () => ({ name: 'profile', tag: 'academy-profile', shell: true })],
];

const page = /** @type {HTMLElement} */ (document.getElementById('page'));
const notHere = /** @type {HTMLTemplateElement} */ (document.getElementById('not-here'));
const lastEvent = /** @type {HTMLOutputElement} */ (document.querySelector('output[data-host="last-event"]'));

/** The attributes this script set on each element, so the next route removes the ones it does not set. */
/** @type {WeakMap<Element, string[]>} */
const assigned = new WeakMap();

/**
 * Sets exactly `wanted` on `element` (the element's own `lang` and `dir` are left alone).
 * @param {Element} element
 * @param {Record<string, string>} wanted
 */
function assign(element, wanted) {
  for (const name of assigned.get(element) ?? []) if (!(name in wanted)) element.removeAttribute(name);
  for (const [name, value] of Object.entries(wanted))
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  assigned.set(element, Object.keys(wanted));
}

/**
 * The `tag` element as `container`'s only child: the one already there is updated in place (the course's next
 * content keeps its player and its place), anything else is replaced.
 * @param {Element} container
 * @param {string} tag
 * @param {Record<string, string>} attributes
 * @returns {Element}
 */
function show(container, tag, attributes) {
  let element = container.firstElementChild;
  if (element?.localName !== tag) {
    element = document.createElement(tag);
    container.replaceChildren(element);
  }
  assign(element, attributes);
  return element;
}

/** Shows the element of the current path; `/` goes to the dashboard, a path this page has not is said so. */
function render() {
  const path = location.pathname;
  if (path === '/') return go('/dashboard', true);
  const found = ROUTES.map(([pattern, screen]) => {
    const match = pattern.exec(path);
    return match && screen(match.slice(1));
  }).find(Boolean);
  page.dataset.hostRoute = found?.name ?? 'not-here';
  if (!found) page.replaceChildren(notHere.content.cloneNode(true));
  else if (found.shell) show(show(page, 'academy-shell', {}), found.tag, found.attributes ?? {});
  else show(show(page, 'main', {}), found.tag, found.attributes ?? {});
}

/**
 * Moves the page to `path` without a page load, and tells the elements the URL changed.
 * @param {string} path
 * @param {boolean} replace
 */
function go(path, replace) {
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  syncPathname();
  render();
}

// An element asks to move (a link, sign-in, a guest sent to sign in): this page routes, so no page load.
document.addEventListener('academy-navigate', (event) => {
  event.preventDefault();
  go(event.detail.path, event.detail.replace ?? false);
});
// This page's own links (the template's) route the same way.
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a[data-host-link]') : null;
  if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  go(link.getAttribute('href') ?? '/', false);
});
window.addEventListener('popstate', render);

/**
 * The page follows the language: its own `lang` and `dir`, and which button is pressed.
 * @param {'en' | 'ar'} lang
 */
function followLanguage(lang) {
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  for (const button of document.querySelectorAll('button[data-lang]'))
    button.setAttribute('aria-pressed', String(button.getAttribute('data-lang') === lang));
}

// The page's buttons switch every element and the data they load; the user's own switch in an element is announced.
for (const button of document.querySelectorAll('button[data-lang]')) {
  button.addEventListener('click', () => {
    const lang = button.getAttribute('data-lang') === 'ar' ? 'ar' : 'en';
    followLanguage(lang);
    void setLanguage(lang);
  });
}
document.addEventListener('academy-language-change', (event) => followLanguage(event.detail.lang));

// What the elements tell the page, shown in its status line.
document.addEventListener('academy-login', (event) => (lastEvent.value = `academy-login: ${event.detail.user.name}`));
document.addEventListener('academy-logout', () => (lastEvent.value = 'academy-logout'));
document.addEventListener(
  'academy-error',
  (event) => (lastEvent.value = `academy-error: ${event.detail.status ?? event.detail.message}`),
);

followLanguage(getLanguage());
render();
