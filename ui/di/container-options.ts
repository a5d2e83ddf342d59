import type { HttpConfig } from '../../adapters/http/http-config.ts';
import type { FileSaverPort } from '../../core/files/file-saver.port.ts';
import type { TabOpenerPort } from '../../core/files/tab-opener.port.ts';
import type { Toaster } from '../components/toast/toaster.ts';

/** What a caller of buildContainer may replace: tests pass their own fetch, storage, toasters and file handlers. */
export interface ContainerOptions {
  httpConfig?: HttpConfig;
  fetch?: typeof globalThis.fetch;
  localStorage?: Storage;
  sessionStorage?: Storage;
  mainToaster?: Toaster;
  passwordToaster?: Toaster;
  fileSaver?: FileSaverPort;
  tabOpener?: TabOpenerPort;
}
