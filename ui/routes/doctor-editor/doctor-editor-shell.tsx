import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DOCTOR_LIST_PATH, SECTION_LABELS, editorTabs, sectionPath, type EditorSection } from '../../../core/doctors/editor-sections.ts';
import { DoctorMessage } from '../../../core/doctors/doctor-messages.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { doctorEditorText } from './doctor-editor.text.ts';

/** What the header shows of the doctor being edited. */
export interface DoctorHeading {
  name: string | null;
  doctorId: number | null;
}

export interface DoctorEditorShellProps {
  section: EditorSection;
  heading: DoctorHeading;
  children: ReactNode;
}

/**
 * The frame of every doctor editor section (spec 3 §2.5): breadcrumb, doctor header and the tabs
 * Doctor Profile / Schedule / Holidays. Changing tab asks first, since a section's edits are not kept.
 */
export function DoctorEditorShell({ section, heading, children }: DoctorEditorShellProps) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<EditorSection | null>(null);
  const tabs = editorTabs(heading.doctorId);
  const t = useText(doctorEditorText);
  const tc = useCoreText();
  const crumb = heading.doctorId === null ? t('addProfile') : t('editProfile');
  return (
    <Box>
      <Breadcrumbs aria-label={t('breadcrumb')} sx={{ mb: 1 }}>
        <Link component={RouterLink} to={DOCTOR_LIST_PATH} underline="hover" color="inherit">
          {t('doctorList')}
        </Link>
        <Typography color="text.secondary">{crumb}</Typography>
        <Typography color="text.primary" aria-current="page">
          {tc(SECTION_LABELS[section])}
        </Typography>
      </Breadcrumbs>
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'baseline' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }} translate={heading.name ? 'no' : undefined}>
          {heading.name || t('newDoctor')}
        </Typography>
        <Typography color="text.secondary">{heading.doctorId === null ? t('idPlaceholder') : t('doctorId', { id: heading.doctorId })}</Typography>
      </Paper>
      <Tabs value={section} onChange={(_e, next: EditorSection) => setPending(next)} aria-label={t('sections')} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
        {tabs.map((s) => (
          <Tab key={s.section} value={s.section} label={tc(s.label)} disabled={s.disabled} />
        ))}
      </Tabs>
      {children}
      <Dialog open={pending !== null} onClose={() => setPending(null)} aria-describedby="leave-section-text">
        <DialogContent>
          <DialogContentText id="leave-section-text">{tc(DoctorMessage.leaveConfirm)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)}>{t('cancel')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              if (pending) navigate(sectionPath(pending, heading.doctorId));
              setPending(null);
            }}
          >
            {t('yes')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
