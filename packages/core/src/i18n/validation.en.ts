/** The form fields' validation messages, merged into en.ts as `validation`; id's twin is validation.id.ts. */
export const validationEn = {
  required: 'This field is required',
  email: 'Enter a valid e-mail address (name@domain.tld)',
  password: 'Password must be 8 to 30 characters with a digit, a lowercase letter, an uppercase letter and a special character, without spaces',
  passwordMismatch: 'The passwords do not match',
  passwordMissing: 'The password still needs: %{problems}',
  phone: 'Enter a valid phone number (8 to 15 digits)',
  fullname: 'Enter your full name (at most 100 characters)',
  passwordProblem: {
    length: '8 to 30 characters',
    digit: 'a digit',
    lowercase: 'a lowercase letter',
    uppercase: 'an uppercase letter',
    special: 'a special character',
    whitespace: 'no spaces',
  },
};
