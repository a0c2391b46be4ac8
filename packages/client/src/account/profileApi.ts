import type { Gateway } from '../gateway/client';
import type { Envelope } from '@core/gateway/families';
import type { PhotoSaved, ProfileDetails, ProfileDetailsInput } from '@core/account/profile.contract';

/** The profile calls of the cm family, always about the caller's own account. */
export function profileApi(gateway: Gateway) {
  const cm = gateway.cm;
  return {
    getDetails: () => cm.get<Envelope<ProfileDetails>>('/account-user/profile'),
    updateDetails: (input: ProfileDetailsInput) => cm.put<Envelope<ProfileDetails>>('/account-user/profile', input),
    changePassword: (currentPassword: string, newPassword: string) =>
      cm.post<Envelope<null>>('/account-user/change-password', { currentPassword, newPassword }),
    /** The image itself is the body (PNG, JPEG or WebP), typed by the file's own content type. */
    uploadPhoto: (file: Blob) => cm.post<Envelope<PhotoSaved>>('/account-user/photo', file),
  };
}

export type ProfileApi = ReturnType<typeof profileApi>;
