import { useSearchParams } from 'react-router-dom';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { doctorIdOf, type EditorSection } from '../../../core/doctors/editor-sections.ts';
import { NOT_BUILT_YET } from '../placeholder/placeholder.view.tsx';
import { DoctorEditorShell } from './doctor-editor-shell.tsx';

/** The Schedule and Holidays sections inside the editor's frame until their screens land. */
export default function DoctorSectionPlaceholderPage({ section }: { section: EditorSection }) {
  const doctorId = doctorIdOf(useSearchParams()[0].get('drId'));
  return (
    <DoctorEditorShell section={section} heading={{ name: null, doctorId }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography>{NOT_BUILT_YET}</Typography>
      </Paper>
    </DoctorEditorShell>
  );
}
