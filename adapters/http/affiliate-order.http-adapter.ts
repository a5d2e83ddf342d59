import type { ClockPort } from '../../core/shared/clock.port.ts';
import type { AffiliateOrder, AffiliateOutcome } from '../../core/orders/affiliate-order.ts';
import type { AffiliateOrderPort, AffiliatePackage, CheckUserResult } from '../../core/orders/affiliate-order.port.ts';
import { wireOfAffiliateOrder } from './affiliate-order.mapper.ts';
import type { AffiliateClient, ProviderClient } from './clients.ts';
import { ServerFault, throwOnServerFault, wireErrorText } from './wire-error.ts';

function settle<T>(result: { data?: T; error?: unknown; response: Response }): T {
  throwOnServerFault(result.response);
  if (result.data === undefined || !result.response.ok) throw new Error(wireErrorText(result.error) ?? `refused with ${result.response.status}`);
  return result.data;
}

/** AffiliateOrderPort over HTTP: CheckUser, GetAvailableCities, GetPackages (affiliate) and createAffilateOrder (provider). */
export class AffiliateOrderHttpAdapter implements AffiliateOrderPort {
  constructor(
    private readonly affiliate: AffiliateClient,
    private readonly provider: ProviderClient,
    private readonly clock: ClockPort,
  ) {}

  async checkUser(phone: string, email: string): Promise<CheckUserResult> {
    const data = settle(await this.affiliate.POST('/CheckUser', { body: { Phone: phone, Email: email.trim() } }));
    return { isPresent: data.isPresent, message: data.message };
  }

  async cities(categoryId: number): Promise<string[]> {
    return settle(await this.affiliate.POST('/GetAvailableCities', { body: { CategoryItemTypeId: categoryId } })).cities;
  }

  async packages(categoryId: number, city: string, keyword: string): Promise<AffiliatePackage[]> {
    return settle(await this.affiliate.POST('/GetPackages', { body: { CategoryItemTypeId: categoryId, city, keyword } })).categoryItemTypeResponse.packages;
  }

  async create(order: AffiliateOrder, idempotencyKey: string): Promise<AffiliateOutcome> {
    const body = wireOfAffiliateOrder(order, this.clock.now());
    const result = await this.provider.POST('/createAffilateOrder', { body, params: { header: { 'Idempotency-Key': idempotencyKey } } });
    if (result.response.status >= 500) throw new ServerFault(result.response.status);
    const data = result.data;
    if (data?.isSuccess && data.data?.cartItem.isSuccess && data.data.cartItem.orderNumber) return { created: true, orderNumber: data.data.cartItem.orderNumber };
    return { created: false, errorMessage: (data?.errorMessage ?? wireErrorText(result.error)) || `refused with ${result.response.status}` };
  }
}
