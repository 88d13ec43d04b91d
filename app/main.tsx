import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { installOffline } from './offline/installOffline.ts';
import { registerServiceWorker } from './offline/registerServiceWorker.ts';
import './styles.css';

registerServiceWorker();
installOffline();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
