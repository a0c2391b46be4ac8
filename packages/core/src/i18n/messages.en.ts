/** The gateway's confirmations (registered, logged in, saved), merged into en.ts as `messages`; id's twin is messages.id.ts. */
export const messagesEn = {
  ok: 'OK',
  registered: 'Registration succeeded. Check your e-mail to confirm your address',
  emailConfirmed: 'Your e-mail address is confirmed',
  confirmationSent: 'If the address belongs to an unconfirmed account, a new confirmation e-mail is on its way',
  loggedIn: 'Logged in',
  loggedOut: 'Logged out',
  resetSent: 'If an account uses this address, we have sent it a link to reset the password',
  passwordReset: 'Your password has been changed. Log in with the new one',
  alternateCreated: 'Alternate account created',
  switched: 'Account switched',
  contactInfoSaved: 'Contact info saved',
};
