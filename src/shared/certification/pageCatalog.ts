/**
 * The catalog that words a registration's steps and history for its page's readers: the LSP's pages (`lspPages`)
 * and the asesi's and the assessor's (`certificationPages`) name some steps differently ("Plenary decision",
 * "Verified by the LSP"); the states' labels are the same for all (`certification.states`).
 */
export type PageCatalog = 'lspPages' | 'certificationPages';
