import { Route } from 'react-router';
import { lazyPages } from '../../shared/lazyPages';

// The catalog groups these pages show besides the shell's (tests/unit/memberMessageParts.test.ts checks them).
const page = lazyPages(['forms', 'locations']);

/** rjsf and the form pages load only when a form is opened. */
const NewFormPage = page(() => import('./MyFormsPage'), 'NewFormPage');
const FormInstancePage = page(() => import('./FormInstancePage'), 'FormInstancePage');
export const MyFormsPage = page(() => import('./MyFormsPage'), 'MyFormsPage');

/** /form/<slug> starts a form, /form/<slug>/<instanceId> opens one; /form itself lists "my forms". */
export function formRoutes() {
  return [
    <Route key="new" path="/:slug" element={<NewFormPage />} />,
    <Route key="instance" path="/:slug/:instanceId" element={<FormInstancePage />} />,
  ];
}
