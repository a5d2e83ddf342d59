import type { FormEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CentredCard } from '../../components/layout/centred-card.tsx';
import { useText } from '../../i18n/define-text.ts';
import { passwordText } from './password.text.ts';

interface PasswordFormCardProps {
  title: string;
  intro: ReactNode;
  /** The fields of the form. */
  children: ReactNode;
  submitLabel: string;
  busyLabel: string;
  isSubmitting: boolean;
  canSubmit: boolean;
  onSubmit: () => void;
}

/** The frame both password pages share: a titled card, the form with its submit, and the way back. */
export function PasswordFormCard({ title, intro, children, submitLabel, busyLabel, isSubmitting, canSubmit, onSubmit }: PasswordFormCardProps) {
  const t = useText(passwordText);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <CentredCard title={title}>
      <Typography>{intro}</Typography>
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        {children}
        <Button type="submit" variant="contained" size="large" disabled={!canSubmit}>
          {isSubmitting ? busyLabel : submitLabel}
        </Button>
      </form>
      <Link component={RouterLink} to="/login">
        {t('backToLogin')}
      </Link>
    </CentredCard>
  );
}
