import { API_KEY_META, API_KEY_PLACEHOLDER, DEV_API_KEY } from '@core/config/apiKey';

/** The key the gateway wrote into the served page, or the development key when it did not (see @core/config/apiKey). */
export function readApiKey(doc: Pick<Document, 'querySelector'>): string {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${API_KEY_META}"]`)?.content;
  return content && content !== API_KEY_PLACEHOLDER ? content : DEV_API_KEY;
}
