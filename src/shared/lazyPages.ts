import { createElement, use, type ComponentType, type FunctionComponent } from 'react';
import { useI18nProvider, type I18nProvider } from 'react-admin';
import { messagePartsLoaderOf, type MessagePart } from './messageParts';

/** A page component that loads its code and its catalog groups on first render (lazyPages). */
export type LazyPage<Props extends object = object> = FunctionComponent<Props> & { readonly messageParts: readonly MessagePart[] };

/** A component's props; a component that takes none has `object`'s. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props a component takes.
type PropsOf<Component extends ComponentType<any>> = Component extends ComponentType<infer Props> ? (unknown extends Props ? object : Props) : never;

/**
 * The loader of a page folder's views (its index.ts): each view loads its module and the folder's catalog groups
 * together, and renders only when both are there, so no page shows a key in place of its text. Until then it
 * suspends like React.lazy, and react-admin's layout shows its loading state (a Suspense). The groups go into the
 * provider of the admin it renders in (src/app/i18n.ts), which keeps them for every later page.
 *
 *   const page = lazyPages(['lspPages', 'certification']);
 *   export const lspViews = { 'lsp-fees': { component: page(() => import('./LspFeesPage'), 'LspFeesPage') } };
 */
export function lazyPages(parts: readonly MessagePart[]) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props a component takes.
  return function lazyPage<Name extends string, Component extends ComponentType<any>>(
    load: () => Promise<Record<Name, Component>>,
    name: Name,
  ): LazyPage<PropsOf<Component>> {
    type Props = PropsOf<Component>;
    let component: Component | undefined;
    let code: Promise<void> | undefined;
    const loadCode = () =>
      (code ??= load().then(
        (module) => {
          component = module[name];
        },
        (error: unknown) => {
          code = undefined;
          throw error;
        },
      ));
    // One promise per provider, so each render of a suspended page waits on the same one (React's use() asks that).
    const pending = new WeakMap<I18nProvider, Promise<unknown>>();

    function Page(props: Props) {
      const i18nProvider = useI18nProvider();
      const loader = messagePartsLoaderOf(i18nProvider);
      if (!component || (loader && !loader.hasMessageParts(parts))) {
        let ready = pending.get(i18nProvider);
        if (!ready) {
          ready = Promise.all([loadCode(), loader?.loadMessageParts(parts)]);
          // A failure reaches the layout's error page; the next visit tries again.
          ready.catch(() => pending.delete(i18nProvider));
          pending.set(i18nProvider, ready);
        }
        use(ready);
      }
      return createElement(component as ComponentType<Props>, props);
    }
    Page.displayName = `LazyPage(${name})`;
    return Object.assign(Page, { messageParts: parts });
  };
}
