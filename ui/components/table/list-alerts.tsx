import Alert from '@mui/material/Alert';

/** What a list says above its rows: why it could not load (red), and what is wrong with a search. */
export function ListAlerts({ error, searchProblem }: { error: string | null; searchProblem: string | null }) {
  return (
    <>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {searchProblem ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {searchProblem}
        </Alert>
      ) : null}
    </>
  );
}
