import type { ProfileResponse } from '@core/account/contract';
import { usesCart } from '@core/cart/model';
import type { ServerCartItem } from '@core/cart/contract';
import { firstName } from '@core/catalogue/programDetail';
import type { Envelope } from '@core/gateway/families';
import type { ApiGet, MemberSummary } from '@core/site/rendering';

/**
 * The header's view of the member whose session renders a private page (SiteData.member): their first name and their
 * cart's size, through the same calls the browser makes. Rejects when the session does not answer (an expired access
 * token: the browser refreshes it and fills the header in itself).
 */
export async function memberSummary(apiGet: ApiGet): Promise<MemberSummary> {
  const { data } = (await apiGet('cm', '/account-user/get-profile')) as Envelope<ProfileResponse>;
  const cart = usesCart(data.profile, true) ? ((await apiGet('main', '/order-cart')) as Envelope<ServerCartItem[]>).data : null;
  return { firstName: firstName(data.profile.fullname), cartCount: cart ? cart.length : null };
}
