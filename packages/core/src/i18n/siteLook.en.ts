/** The public site's home hero and program cards (the site's visual design), merged into en.ts as `siteLook`; id's twin is siteLook.id.ts. */
export const siteLookEn = {
  heroEyebrow: 'Training · Certification · Careers',
  heroTrust: 'BNSP-licensed certification, industry partners and job placement',
  explorePrograms: 'Explore programs',
  registerFree: 'Sign up free',
  featuredPrograms: 'Popular programs',
  allPrograms: 'See all programs',
  seeDetails: 'See details',
  save: 'Save %{percent}%',
  normalPrice: 'Normal price',
  breadcrumbHome: 'Home',
};
