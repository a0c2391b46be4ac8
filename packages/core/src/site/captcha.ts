/**
 * The proof-of-work captcha shared by the gateway and the public site (SPEC 7: "captcha executed with an action
 * name"): the forms' actions, and the header the solved payload travels in.
 */
export const CAPTCHA_HEADER = 'x-captcha';
export const CAPTCHA_ACTIONS = ['register', 'login', 'forgot-password', 'contact', 'company-request'] as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];

/**
 * The `data.reason` of the gateway's 400 when a route wants a solved captcha and the request carries none (e.g. the
 * login after failed attempts): a form that sees it solves one for the action and sends again.
 */
export const CAPTCHA_REQUIRED_REASON = 'captcha-required';
