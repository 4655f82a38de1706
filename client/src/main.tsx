// The global styles first: every component's own stylesheet comes after them in the bundle.
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadScreen } from './app/App';
import { Providers } from './app/Providers';
import { getLanguage, loadLanguage } from './i18n/i18n';

const root = createRoot(document.getElementById('root')!);
function render() {
  // A transition: React builds the tree in short slices, so the page stays responsive meanwhile.
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          <App />
        </Providers>
      </StrictMode>,
    );
  });
}

// The first screen's chunk is usually only a moment behind this one. Waiting for it (briefly)
// makes the first paint the whole page: one render and one layout, rather than the frame with a
// spinner, then the page pushed into it. If it is slow, the frame and spinner come first.
const firstScreenWait = 1000;
// In Traditional, its texts (a chunk of their own) come first, whatever the wait: no frame in
// Simplified. Should they fail to load, the page renders with what it has.
void Promise.all([
  loadLanguage(getLanguage()).catch(() => undefined),
  Promise.race([preloadScreen(window.location.pathname), new Promise((resolve) => setTimeout(resolve, firstScreenWait))]),
]).then(render);
