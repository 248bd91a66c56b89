// The per-element entry: registers <academy-lecture-qr> alone. dist/lib leaves React to the page's bundler.
import '../../src/elements/academy-lecture-qr';

// The slide page has no router: an element's navigation request (back to the dashboard, sign in) loads that page of the app.
document.addEventListener('academy-navigate', (event) => {
  event.preventDefault();
  location.assign(event.detail.path);
});
