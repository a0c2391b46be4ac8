/** The member app's texts of src/pages/lsp (issue 14), merged into en.ts as `lspPages`; id's twin is lspPages.id.ts. */
export const lspPagesEn = {
  title: 'Certification schedules',
} as const;
