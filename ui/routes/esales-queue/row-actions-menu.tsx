import { useId, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { QueueCase } from '../../../core/esales/queue.port.ts';
import { ExpandMoreIcon } from '../../components/icons/expand-more-icon.tsx';
import { useText } from '../../i18n/define-text.ts';
import { queueText, type QueueTextKey } from './esales-queue.text.ts';

/**
 * What each row action does (spec 2 §2.4). The dialogs live in their own screens' folders; the
 * queue page is handed one callback per action, and an action with none is shown disabled.
 */
export interface QueueRowActions {
  addCorrespondence?: (row: QueueCase) => void;
  showCorrespondence?: (row: QueueCase) => void;
  communicationHistory?: (row: QueueCase) => void;
  createAppointment?: (row: QueueCase) => void;
}

/** The menu's entries, in the spec's order, by their catalogue keys. */
export const ROW_ACTION_LABELS: readonly (readonly [keyof QueueRowActions, QueueTextKey])[] = [
  ['addCorrespondence', 'addCorrespondence'],
  ['showCorrespondence', 'showCorrespondence'],
  ['communicationHistory', 'communicationHistory'],
  ['createAppointment', 'createAppointment'],
];

/** The Actions button of a queue row and its menu. */
export function RowActionsMenu({ row, actions }: { row: QueueCase; actions: QueueRowActions }) {
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const t = useText(queueText);
  return (
    <>
      <Button
        ref={anchor}
        size="small"
        variant="outlined"
        onClick={() => setOpen(true)}
        aria-label={t('actionsFor', { id: row.id })}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        endIcon={<ExpandMoreIcon size="1rem" />}
      >
        {t('actions')}
      </Button>
      <Menu id={menuId} anchorEl={anchor.current} open={open} onClose={() => setOpen(false)}>
        {ROW_ACTION_LABELS.map(([key, label]) => {
          const act = actions[key];
          return (
            <MenuItem
              key={key}
              disabled={!act}
              onClick={() => {
                setOpen(false);
                act?.(row);
              }}
            >
              {t(label)}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
