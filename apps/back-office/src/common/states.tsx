/** Loading, empty and failed states of the custom screens, alike everywhere. */
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function Loading({ label = 'Chargement…' }: { label?: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 3 }}>
      <CircularProgress size={24} />
      <Typography>{label}</Typography>
    </Box>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ p: 3 }}>
      {children}
    </Typography>
  );
}

export function Failure({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : 'Une erreur est survenue.';
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {message}
    </Alert>
  );
}
