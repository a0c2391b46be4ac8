import raLanguageEnglish from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

/**
 * react-admin's 404 page writes its own full stop after ra.message.not_found, which ra-language-english ends with
 * one already ("... a bad link.."); the Indonesian catalog leaves it out for the same reason.
 */
function withoutFinalStop(messages: TranslationMessages): TranslationMessages {
  const { message } = messages.ra;
  return { ...messages, ra: { ...messages.ra, message: { ...message, not_found: message.not_found.replace(/\.$/, '') } } };
}

/**
 * react-admin's English `ra` messages as /en/member shows them: a module of its own, so its chunk has a name that
 * scripts/member-budget.mjs counts (the package's own chunk was named "dist").
 */
export const englishMessages = withoutFinalStop(raLanguageEnglish);
