/** The account type in SPEC's /registrasi/{jobSeekerLoginUrl} and /login/{jobSeekerLoginUrl}. */
export const JOB_SEEKER_ACCOUNT = 'job-seeker';

const PORTAL = /^(?:\/en)?\/program\/bisa-talent(?:\/|$)/;

/**
 * SPEC 4: the header's job-seeker login address is set under /program/bisa-talent and cleared elsewhere, so a visitor
 * of the job portal logs in (or, from the login page, registers) as a job seeker. The path given is without the
 * language prefix; the caller localises it.
 */
export function headerLoginPath(pathname: string): string {
  return PORTAL.test(pathname) ? `/login/${JOB_SEEKER_ACCOUNT}` : '/login';
}
