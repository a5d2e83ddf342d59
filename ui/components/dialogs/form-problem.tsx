import Typography from '@mui/material/Typography';

/** Why the dialog's main button is disabled, said in words next to it. */
export function FormProblem({ problem }: { problem: string | undefined }) {
  return (
    <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1, minHeight: '1.5em' }}>
      {problem ?? ''}
    </Typography>
  );
}

/** 'for request 123' or 'for 3 requests', under a dialog's title. */
export function ForRequests({ ids }: { ids: readonly number[] }) {
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      {ids.length === 1 ? `Request ${ids[0]}` : `${ids.length} requests: ${ids.join(', ')}`}
    </Typography>
  );
}
