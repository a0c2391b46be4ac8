/** react-admin's Confirm in a module of its own, which ./LazyConfirm.tsx loads when a dialog first opens. */
export { Confirm } from 'react-admin';
