/** Sign-in page: the member's e-mail and password; the server's French message on a refusal. */
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Typography } from '@mui/material';
import { Login, LoginForm } from 'react-admin';

export function StaffLogin() {
  return (
    <Login avatarIcon={<StorefrontIcon />}>
      <Typography component="h1" variant="h6" align="center" sx={{ mt: 1 }}>
        Sillon · Espace équipe
      </Typography>
      <LoginForm />
    </Login>
  );
}
