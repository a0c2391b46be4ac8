import type { Gateway } from '../gateway/client';
import type { Envelope } from '@core/gateway/families';
import type { PhotoSaved, ProfileDetails, ProfileDetailsInput } from '@core/account/profile.contract';
import type { Locale } from '@core/i18n/locales';

/** The profile calls of the cm family, always about the caller's own account. */
export function profileApi(gateway: Gateway) {
  const cm = gateway.cm;
  return {
    getDetails: () => cm.get<Envelope<ProfileDetails>>('/account-user/profile'),
    updateDetails: (input: ProfileDetailsInput) => cm.put<Envelope<ProfileDetails>>('/account-user/profile', input),
    /** The person's language, for their mails and notifications. */
    setLocale: (locale: Locale) => cm.put<Envelope<null>>('/account-user/locale', { locale }),
    changePassword: (currentPassword: string, newPassword: string) =>
      cm.post<Envelope<null>>('/account-user/change-password', { currentPassword, newPassword }),
    /** The image itself is the body (PNG, JPEG or WebP), typed by the file's own content type. */
    uploadPhoto: (file: Blob) => cm.post<Envelope<PhotoSaved>>('/account-user/photo', file),
  };
}

export type ProfileApi = ReturnType<typeof profileApi>;
