import { createContext } from 'react';

/** Set inside an island's server render only (islands/Island.tsx), so useT() notes the namespaces islands need in the browser. */
export const RecordNamespaces = createContext<Set<string> | null>(null);
