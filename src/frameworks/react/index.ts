/**
 * `academy-widgets/react`: one React component per element, on the host's own React (a peer dependency). Safe to
 * import on a server: components render their tag with its attributes, and elements register only in a browser.
 */
export * from './components';
export type { AcademyComponent, AcademyComponentProps, AttributeKind, EventProps } from './create-component';
