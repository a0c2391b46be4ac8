/**
 * What the user sees, per language, written out here rather than read from the catalog: a wrong or missing
 * translation must fail the suite. The member-area texts are that app's contract with these tests.
 */
export const texts = {
  id: {
    prefix: '',
    loginHeading: 'Masuk',
    loginButton: 'Masuk',
    loginLink: 'Masuk',
    registerHeading: 'Daftar',
    registerButton: 'Buat akun',
    fullname: 'Nama lengkap',
    email: 'E-mail',
    password: 'Kata sandi',
    newPassword: 'Kata sandi baru',
    confirmPassword: 'Ulangi kata sandi',
    accountType: 'Jenis akun',
    registeredHeading: 'Periksa e-mail Anda',
    confirmedText: 'Alamat e-mail Anda sudah dikonfirmasi. Sekarang Anda dapat masuk.',
    forgotButton: 'Kirim tautan',
    resetButton: 'Simpan kata sandi baru',
    resetSent: 'Jika ada akun dengan alamat ini, kami telah mengirim tautan untuk mengatur ulang kata sandi',
    passwordChanged: 'Kata sandi Anda sudah diganti. Masuk dengan kata sandi baru',
    wrongCredentials: 'E-mail atau kata sandi salah',
    welcome: (name: string) => `Selamat datang, ${name}`,
    logout: 'Keluar',
    confirmYes: 'Ya',
  },
  en: {
    prefix: '/en',
    loginHeading: 'Log in',
    loginButton: 'Log in',
    loginLink: 'Log in',
    registerHeading: 'Register',
    registerButton: 'Create account',
    fullname: 'Full name',
    email: 'E-mail',
    password: 'Password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    accountType: 'Account type',
    registeredHeading: 'Check your e-mail',
    confirmedText: 'Your e-mail address is confirmed. You can log in now.',
    forgotButton: 'Send reset link',
    resetButton: 'Save new password',
    resetSent: 'If an account uses this address, we have sent it a link to reset the password',
    passwordChanged: 'Your password has been changed. Log in with the new one',
    wrongCredentials: 'The e-mail or password is wrong',
    welcome: (name: string) => `Welcome, ${name}`,
    logout: 'Log out',
    confirmYes: 'Yes',
  },
} as const;

export type TestLocale = keyof typeof texts;

/** SPEC 5's logout confirmation, given in English for both languages. */
export const LOGOUT_CONFIRMATION = 'Are you sure want to logout? All changes will be unsaved!';
