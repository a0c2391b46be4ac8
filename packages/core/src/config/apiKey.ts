/**
 * The apps embed the client API key the gateway gives them: the gateway writes it into the served HTML
 * (`<meta name="bisa-api-key">`), so changing API_KEY needs no rebuild.
 */
export const API_KEY_META = 'bisa-api-key';
export const API_KEY_PLACEHOLDER = '__BISA_API_KEY__';
/** The key a development gateway accepts when API_KEY is not set (never in production). */
export const DEV_API_KEY = 'bisa-dev-api-key';
