import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component exported by name from a module that loads when the component first renders (React.lazy wants a
 * default export). Page folders give their views this way so the member app's first load carries none of them;
 * react-admin's layout shows its loading bar (a Suspense) meanwhile.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props a component takes.
export function lazyExport<Name extends string, Component extends ComponentType<any>>(
  load: () => Promise<Record<Name, Component>>,
  name: Name,
): LazyExoticComponent<Component> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
