import { useId } from 'react';
import Button from '@mui/material/Button';

/** A file button for doctor images: png, jpeg or jpg (the bytes are checked again before upload). */
export function ImageUploadButton({ label, onFile, disabled }: { label: string; onFile: (file: File) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <Button component="label" htmlFor={id} variant="outlined" size="small" disabled={disabled}>
      {label}
      <input
        id={id}
        type="file"
        accept=".png,.jpg,.jpeg,image/png,image/jpeg"
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
          e.target.value = '';
        }}
      />
    </Button>
  );
}
