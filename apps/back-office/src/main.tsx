/** The staff's web app, served by the shop's server under /back-office/. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './app';
import { keepAppOnDevice } from './offline/keep-on-device';
import './print.css';

// Real addresses (/back-office/orders/…): the server answers index.html for every client route.
const router = createBrowserRouter([{ path: '*', element: <App /> }], { basename: '/back-office' });

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

keepAppOnDevice();
