import { lazy } from 'react';
import { Route } from 'react-router';

/** rjsf and the form pages load only when a form is opened. */
const NewFormPage = lazy(() => import('./MyFormsPage').then((module) => ({ default: module.NewFormPage })));
const FormInstancePage = lazy(() => import('./FormInstancePage').then((module) => ({ default: module.FormInstancePage })));
export const MyFormsPage = lazy(() => import('./MyFormsPage').then((module) => ({ default: module.MyFormsPage })));

/** /form/<slug> starts a form, /form/<slug>/<instanceId> opens one; /form itself lists "my forms". */
export function formRoutes() {
  return [
    <Route key="new" path="/:slug" element={<NewFormPage />} />,
    <Route key="instance" path="/:slug/:instanceId" element={<FormInstancePage />} />,
  ];
}
