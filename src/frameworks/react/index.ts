/**
 * `academy-widgets/react`: one React component per element, on the host's own React (a peer dependency). Safe to
 * import on a server: components render their tag with its attributes, and elements register only in a browser.
 */
export * from './components';
export type { AcademyComponent, AcademyComponentProps, AttributeKind, EventProps } from './create-component';
// The page language with the components, so a React host need not import the main entry (it registers every element).
export { getLanguage, setLanguage } from '../../core/locale/page-language';
