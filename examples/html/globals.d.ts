// The one-script bundle (academy-widgets/bundle) sets window.AcademyWidgets to the main entry's exports; the package
// types the module, so the page's script names the global from it.
import type * as AcademyWidgets from 'academy-widgets';

declare global {
  interface Window {
    AcademyWidgets: typeof AcademyWidgets;
  }
}
