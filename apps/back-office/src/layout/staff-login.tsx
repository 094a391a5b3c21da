/** Sign-in page: the member's e-mail and password; the server's French message on a refusal. */
import { Typography } from '@mui/material';
import { Login, LoginForm } from 'react-admin';

export function StaffLogin() {
  return (
    <Login avatarIcon={<span aria-hidden="true">🌾</span>}>
      <Typography component="h1" variant="h6" align="center" sx={{ mt: 1 }}>
        Sillon · Espace équipe
      </Typography>
      <LoginForm />
    </Login>
  );
}
