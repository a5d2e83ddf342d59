import { SpocTokens } from '../../di/spoc.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import { SpocListView } from './spoc-list.view.tsx';
import type { SpocListViewModel } from './spoc-list.view-model.ts';

/** /SPOC/SPOCManagement: the SPOC List. */
export default function SpocListPage() {
  return <WithViewModel id={SpocTokens.listViewModel}>{(vm: SpocListViewModel) => <SpocListView vm={vm} />}</WithViewModel>;
}
