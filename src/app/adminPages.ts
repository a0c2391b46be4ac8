/**
 * react-admin's pages for a refused page, a failed sign-in check and an unknown address: MemberAdmin loads this
 * module when one of them shows, which is rare, so they are not in the first load (0.7 kB gzip less there).
 */
export { AccessDenied, AuthenticationError, NotFound } from 'react-admin';
