/** The job portal's gateway messages, merged into en.ts as `jobs`; id's twin is jobs.id.ts. */
export const jobsEn = {
  saved: 'Saved',
  applied: 'Your application was sent',
  errors: {
    noOrganisation: 'Set up your company profile first',
    organisationExists: 'Your company is already set up',
    notVerified: 'Your company is waiting for verification: job vacancies and candidates open once it is verified',
    illegalMove: 'This application cannot be moved to that status now',
    alreadyApplied: 'You have already applied for this vacancy',
    vacancyClosed: 'This vacancy is closed',
    emailNotConfirmed: 'Confirm your e-mail address before applying',
    notDraft: 'Only a draft vacancy can be deleted; close it instead',
    cannotPublish: 'This vacancy cannot be published: it is closed or its closing date has passed',
    salaryRange: 'The minimum salary is above the maximum',
    regencyOutsideProvince: 'The regency or city is not in the chosen province',
    unknownRegion: 'Unknown province or regency code',
  },
  notifications: {
    newApplicationTitle: 'New applicant',
    newApplicationBody: '%{name} applied for %{vacancy}',
    statusTitle: 'Application status',
    statusBody: 'Your application for %{vacancy} at %{company}: %{status}',
    interviewTitle: 'Interview invitation',
    interviewBody: '%{company} invites you to an interview for %{vacancy} on %{at}',
    withdrawnTitle: 'Application withdrawn',
    withdrawnBody: '%{name} withdrew their application for %{vacancy}',
  },
  mail: {
    statusSubject: 'Your application for %{vacancy}',
    statusBody:
      'Hello %{name},\n\nThe status of your application for %{vacancy} at %{company} is now: %{status}.\n\nSee your applications: %{link}\n',
    interviewSubject: 'Interview: %{vacancy}',
    interviewBody:
      'Hello %{name},\n\n%{company} invites you to an interview for %{vacancy} on %{at}.\nPlace: %{place}\n\nSee your applications: %{link}\n',
  },
};
