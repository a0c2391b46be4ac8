/**
 * The employer's company profile (/employer/profile's Company section, CompanyGate's setup; the gateway's
 * /api/jp/employer/organisation), merged into en.ts as `companyProfile`; id's twin is companyProfile.id.ts.
 */
export const companyProfileEn = {
  mail: {
    resubmittedSubject: '%{name} resubmitted its details for verification',
    resubmittedBody:
      'Hello,\n\n%{name} was rejected before and has changed its company details. It is pending again: verify it in the console: %{link}\n',
  },
  title: 'Company',
  setUpTitle: 'Set up your company',
  setUpHelp:
    'Your vacancies are published under your company. Give its legal name (the rest can follow later); BISA verifies it before your vacancies open.',
  legalName: 'Legal name of the company',
  npwp: 'NPWP',
  npwpHelp: '15 digits (99.999.999.9-999.999) or 16 digits',
  industry: 'Industry',
  companySize: 'Company size',
  sizeNone: 'Not stated',
  sizeOption: '%{size} employees',
  website: 'Website',
  websiteHelp: 'For example www.company.co.id',
  address: 'Company address',
  logo: 'Logo',
  logoAlt: 'Logo of %{name}',
  noLogo: 'No logo yet',
  logoHelp: 'PNG, JPEG or WebP, at most %{limit} MB. It is shown on your public vacancies.',
  chooseLogo: 'Choose logo',
  removeLogo: 'Remove logo',
  uploadingLogo: 'Uploading the logo',
  code: 'Company code: %{code}',
  create: 'Create company profile',
  save: 'Save company profile',
  readOnly: "Only the company's admin can change its profile.",
  identityLocked: 'BISA verified the legal name and NPWP, so they cannot be changed here. To change them, contact us.',
  resubmit: 'Saving sends your company to BISA for verification again.',
  status: {
    pending: 'Waiting for verification',
    pendingText: 'BISA checks your company before your vacancies open.',
    verified: 'Verified',
    verifiedText: 'BISA verified your company.',
    rejected: 'Not verified',
    rejectedText: 'BISA did not verify your company. Correct the details and save to ask again.',
    reason: 'Reason: %{reason}',
  },
  created: 'Company profile created. BISA will verify it',
  saved: 'Company profile saved',
  logoSaved: 'Logo saved',
  logoRemoved: 'Logo removed',
  errors: {
    identityLocked: 'The legal name and NPWP of a verified company cannot be changed. Contact us to change them',
    notAdmin: "Only the company's admin can change its profile",
    logoType: 'The logo must be a PNG, JPEG or WebP image',
    logoTooLarge: 'The logo is larger than the limit of %{limit} MB',
  },
};
