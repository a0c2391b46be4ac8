/** The <meta> naming the catalog namespaces an island page's islands render (entry-server.tsx writes it). */
export const CATALOG_META = 'bisa-catalog';
