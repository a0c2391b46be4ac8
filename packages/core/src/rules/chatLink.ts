/**
 * The floating chat and "Contact us" link (SPEC 2 and 9): a WhatsApp click-to-chat URL for the configured number
 * with the language's prefilled message. wa.me wants the number as digits only (country code, no '+' or spaces);
 * undefined when there is no number to call.
 */
export function chatLink(number: string, message: string): string | undefined {
  const digits = number.replace(/\D/g, '');
  if (!digits) return undefined;
  return message ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : `https://wa.me/${digits}`;
}
