/** The member app's user menu, logout and account switch, merged into en.ts as `member`; id's twin is member.id.ts. */
export const memberEn = {
  title: 'Member area',
  profile: 'Profile',
  welcome: 'Welcome, %{name}',
  role: 'Role',
  email: 'E-mail',
  emailStatus: 'E-mail status',
  emailConfirmed: 'Confirmed',
  emailNotConfirmed: 'Not confirmed',
  unverifiedTitle: 'Your e-mail address is not confirmed yet',
  unverifiedText: 'Open the confirmation link we sent you to use every feature.',
  logout: 'Log out',
  logoutConfirm: 'Are you sure want to logout? All changes will be unsaved!',
  switchAccount: 'Switch account',
  switchConfirm: 'Are you sure want to switch account? All changes will be unsaved!',
  switchNotVerifiedTitle: 'E-mail not verified',
  sessionExpired: 'Session has expired! please relogin',
};
