import type { Container } from 'inversify';
import { BrowserFileSaver } from '../../adapters/browser/file-download.ts';
import { SystemClock } from '../../adapters/browser/system-clock.ts';
import { BrowserTabOpener } from '../../adapters/browser/tab-opener.ts';
import { defaultHttpConfig, type HttpConfig } from '../../adapters/http/http-config.ts';
import type { FileSaverPort } from '../../core/files/file-saver.port.ts';
import type { TabOpenerPort } from '../../core/files/tab-opener.port.ts';
import type { ClockPort } from '../../core/shared/clock.port.ts';
import { queuedToaster, ToastQueue } from '../components/toast/toast-queue.ts';
import { BOTTOM_RIGHT, TOP_CENTRE, type Toaster } from '../components/toast/toaster.ts';
import { AppNavigator } from '../navigation/app-navigator.ts';
import type { ViewStatePort } from '../view-state/view-state.port.ts';
import { SessionStorageViewState } from '../view-state/view-state.session-storage.ts';
import { AppTokens } from './app.di-tokens.ts';
import { ViewModelPrefetch } from './view-model-prefetch.ts';
import type { ContainerOptions } from './container-options.ts';

/** Configuration, navigation, toasts, the clock, list state, the browser's file handlers and view-models made ahead: one of each. */
export function bindApp(c: Container, options: ContainerOptions): void {
  c.bind<HttpConfig>(AppTokens.httpConfig).toConstantValue(options.httpConfig ?? defaultHttpConfig());
  c.bind<AppNavigator>(AppTokens.navigator).toConstantValue(new AppNavigator());
  c.bind<ToastQueue>(AppTokens.toastQueue).toConstantValue(new ToastQueue());
  c.bind<Toaster>(AppTokens.mainToaster)
    .toDynamicValue((ctx) => options.mainToaster ?? queuedToaster(ctx.get(AppTokens.toastQueue), TOP_CENTRE))
    .inSingletonScope();
  c.bind<Toaster>(AppTokens.passwordToaster)
    .toDynamicValue((ctx) => options.passwordToaster ?? queuedToaster(ctx.get(AppTokens.toastQueue), BOTTOM_RIGHT))
    .inSingletonScope();
  c.bind<ClockPort>(AppTokens.clock).toConstantValue(new SystemClock());
  c.bind<ViewStatePort>(AppTokens.viewState)
    .toDynamicValue(() => new SessionStorageViewState(options.sessionStorage ?? globalThis.sessionStorage))
    .inSingletonScope();
  c.bind<FileSaverPort>(AppTokens.fileSaver)
    .toDynamicValue(() => options.fileSaver ?? new BrowserFileSaver())
    .inSingletonScope();
  c.bind<TabOpenerPort>(AppTokens.tabOpener)
    .toDynamicValue(() => options.tabOpener ?? new BrowserTabOpener())
    .inSingletonScope();
  c.bind<ViewModelPrefetch>(AppTokens.viewModelPrefetch).toConstantValue(new ViewModelPrefetch(c));
}
