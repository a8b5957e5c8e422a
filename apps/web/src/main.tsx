import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

const root = createRoot(document.getElementById('root')!);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Over the prerendered landing (decision 123) the visitor already sees the page: render in a transition, which React
// splits into short tasks, so the page stays responsive while the app takes over.
if (document.getElementById('prerender')) startTransition(() => root.render(app));
else root.render(app);
