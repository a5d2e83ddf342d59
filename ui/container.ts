import { Container } from 'inversify';
import { bindApp } from './di/app.bindings.ts';
import type { ContainerOptions } from './di/container-options.ts';
import { bindCharts } from './di/charts.bindings.ts';
import { bindDoctorSchedule } from './di/doctor-schedule.bindings.ts';
import { bindDoctors } from './di/doctors.bindings.ts';
import { bindEsales } from './di/esales.bindings.ts';
import { bindHistory } from './di/history.bindings.ts';
import { bindHttp } from './di/http.bindings.ts';
import { bindLabDesk } from './di/lab-desk.bindings.ts';
import { bindLive } from './di/live.bindings.ts';
import { bindOfflineDesk } from './di/offline-desk.bindings.ts';
import { bindOrders } from './di/order.bindings.ts';
import { bindSession } from './di/session.bindings.ts';
import { bindSpoc } from './di/spoc.bindings.ts';

export type { ContainerOptions } from './di/container-options.ts';

/**
 * The portal's composition root, the one place that knows which adapter sits behind each port and
 * how every screen's view-model is made: bound with factories (core and view-model classes carry no
 * decorators), tokens per area in ui/di/*.di-tokens.ts. Services are singletons; a view-model is
 * made afresh for every mount of its screen (ui/di/with-view-model.tsx). Every binding is made here
 * at start; the classes of the signed-in screens arrive in their own chunks (ui/di/*.area.ts) the
 * first time one of their bindings is resolved, so /login does not download them.
 */
export function buildContainer(options: ContainerOptions = {}): Container {
  const c = new Container({ defaultScope: 'Transient' });
  bindApp(c, options);
  bindHttp(c, options);
  bindSession(c, options);
  bindLive(c, options);
  bindLabDesk(c);
  bindHistory(c);
  bindEsales(c);
  bindCharts(c);
  bindOrders(c);
  bindDoctorSchedule(c);
  bindDoctors(c);
  bindOfflineDesk(c);
  bindSpoc(c);
  return c;
}
