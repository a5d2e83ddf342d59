import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { spocOfQuery } from '../../../core/spoc/spoc-paths.ts';
import { SpocTokens } from '../../di/spoc.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import type { SpocFormViewModel } from './spoc-form.view-model.ts';
import { SpocFormView } from './spoc-form.view.tsx';

// Keyed by the query's values, not by an object, so a re-render never reloads and wipes the edits.
const Loaded = observer(function Loaded({ vm, id, userName }: { vm: SpocFormViewModel; id: string | null; userName: string | null }) {
  useEffect(() => void vm.load(spocOfQuery(id, userName)), [vm, id, userName]);
  return vm.isLoading ? null : <SpocFormView vm={vm} />;
});

/** /SPOC/SPOCManagements[?id=&userName=]: the SPOC form, a new SPOC without both. */
export default function SpocFormPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const userName = params.get('userName');
  return <WithViewModel id={SpocTokens.formViewModel}>{(vm: SpocFormViewModel) => <Loaded key={`${id}:${userName}`} vm={vm} id={id} userName={userName} />}</WithViewModel>;
}
