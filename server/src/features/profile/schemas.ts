import { EmptyEnvelope, Envelope } from '@core/contract/common';
import { LocaleChoice, PasswordChange, PhotoSaved, ProfileDetails, ProfileDetailsInput } from '@core/account/profile.contract';

export const detailsBody = ProfileDetailsInput;
export const changePasswordBody = PasswordChange;
export const localeBody = LocaleChoice;

/** GET and PUT answer the profile page's details. */
export const detailsAnswer = { 200: Envelope(ProfileDetails) } as const;
export const emptyAnswer = { 200: EmptyEnvelope } as const;
export const photoAnswer = { 200: Envelope(PhotoSaved) } as const;
