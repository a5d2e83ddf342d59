import { useEffect, useRef, useState } from 'react';
import { reaction } from 'mobx';
import { EsalesTokens } from '../../di/esales.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import { CommunicationDialog } from '../request-history/communication-dialog.tsx';
import type { CaseDialogProps } from './add-correspondence-dialog.tsx';
import type { EsalesDialogs } from './esales-dialogs.factory.ts';

/** Communication History of a case (spec 2 §2.4): the messages really sent about it, by channel, as the request's dialog shows them. */
export function CaseCommunicationDialog(props: CaseDialogProps) {
  return <WithViewModel id={EsalesTokens.dialogs}>{(dialogs: EsalesDialogs) => <CaseCommunication dialogs={dialogs} {...props} />}</WithViewModel>;
}

function CaseCommunication({ dialogs, esale, onClose }: CaseDialogProps & { dialogs: EsalesDialogs }) {
  const [model] = useState(() => dialogs.communication(esale.id));
  // The latest onClose, so a parent that passes a new function each render does not reopen the dialog.
  const closed = useRef(onClose);
  closed.current = onClose;
  useEffect(() => {
    model.open();
    return reaction(
      () => model.isOpen,
      (open) => {
        if (!open) closed.current();
      },
    );
  }, [model]);
  return <CommunicationDialog model={model} />;
}
