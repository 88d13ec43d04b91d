import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { captureUrlCredential } from './auth/urlCredential.ts';
import { installOffline } from './offline/installOffline.ts';
import { registerServiceWorker } from './offline/registerServiceWorker.ts';
import './styles.css';

// first: a sign-in credential in the login page's address leaves the address bar before any request
captureUrlCredential();
registerServiceWorker();
installOffline();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
