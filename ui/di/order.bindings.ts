import type { Container } from 'inversify';
import type { AffiliateOrderPort } from '../../core/orders/affiliate-order.port.ts';
import type { AppointmentOrderPort } from '../../core/orders/appointment-order.port.ts';
import type { CreateAppointmentViewModel } from '../routes/create-appointment/create-appointment.view-model.ts';
import type { CreateOrderViewModel } from '../routes/create-order/create-order.view-model.ts';
import { AppTokens } from './app.di-tokens.ts';
import { HttpTokens } from './http.di-tokens.ts';
import { OrderTokens } from './order.di-tokens.ts';
import { SessionTokens } from './session.di-tokens.ts';

const area = () => import('./order.area.ts');

/** Create Appointment: the order port over HTTP and a fresh form view-model per page or dialog. */
export function bindOrders(c: Container): void {
  c.bind<AppointmentOrderPort>(OrderTokens.appointmentOrderPort)
    .toDynamicValue(async (ctx) => new (await area()).AppointmentOrderHttpAdapter(ctx.get(HttpTokens.insuranceClient)))
    .inSingletonScope();
  c.bind<CreateAppointmentViewModel>(OrderTokens.createAppointmentViewModel).toDynamicValue(
    async (ctx) =>
      new (await area()).CreateAppointmentViewModel(
        await ctx.getAsync(OrderTokens.appointmentOrderPort),
        ctx.get(SessionTokens.currentSession),
        ctx.get(AppTokens.clock),
        ctx.get(AppTokens.navigator),
      ),
  );
  c.bind<AffiliateOrderPort>(OrderTokens.affiliateOrderPort)
    .toDynamicValue(async (ctx) => new (await area()).AffiliateOrderHttpAdapter(ctx.get(HttpTokens.affiliateClient), ctx.get(HttpTokens.providerClient), ctx.get(AppTokens.clock)))
    .inSingletonScope();
  c.bind<CreateOrderViewModel>(OrderTokens.createOrderViewModel).toDynamicValue(
    async (ctx) => new (await area()).CreateOrderViewModel(await ctx.getAsync(OrderTokens.affiliateOrderPort), ctx.get(SessionTokens.currentSession), ctx.get(AppTokens.clock)),
  );
}
