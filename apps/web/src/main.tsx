import '@fontsource-variable/inter';
import '@fontsource-variable/playfair-display';
import '@fontsource-variable/playfair-display/wght-italic.css';
import './fonts/fonts.css';
import './styles.css';
import { SERVER_DATA_ID } from '@hotel/shared/page-render';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { UserMenu } from '@/app/layouts/navbar';
import { AppProviders } from '@/app/providers';
import { AppRoutes, publicRoutes } from '@/app/router';
import { setDrawnData } from '@/lib/page-data';
import { findRoute } from '@/lib/routing';

/**
 * Public pages come rendered from the server with the answers they were drawn from (#server-data): the page
 * reads those (lib/page-data.ts), the page's code (and a signed-in visitor's menu) is fetched, and the HTML is
 * hydrated. Every other address starts
 * from an empty #root.
 * Not a top-level await: lazy chunks import from this one, and would wait on it while it waited on them.
 */
async function start(root: HTMLElement) {
  const serverData = document.getElementById(SERVER_DATA_ID);
  const rendered = serverData !== null && root.hasChildNodes();
  const data = rendered ? JSON.parse(serverData.textContent ?? 'null') : null;
  if (rendered) {
    setDrawnData(data);
    // Not downloaded: the page (or the user menu) tries again when drawn, and shows the error page if it cannot.
    await Promise.all([
      findRoute(publicRoutes, window.location.pathname)?.route.Page.preload?.(),
      data?.viewer ? UserMenu.preload?.() : undefined,
    ]).catch(() => undefined);
  }
  const app = (
    <AppProviders pageData={data} serverRendered={rendered} viewer={data?.viewer}>
      <Router>
        <AppRoutes />
      </Router>
    </AppProviders>
  );
  // A transition: the take-over is done in small slices between which the browser stays responsive.
  if (rendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
