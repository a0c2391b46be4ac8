/** The member app's texts of src/pages/certification (issue 14), merged into en.ts as `certificationPages`; id's twin is certificationPages.id.ts. */
export const certificationPagesEn = {
  title: 'Certification',
} as const;
