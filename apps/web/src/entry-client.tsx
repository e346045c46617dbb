// Hydrates the server's document with the same query cache, viewer and assets, after loading
// the current page's chunk (already modulepreloaded by the bootstrap script,
// ssr/code-loader.ts), so the page does not suspend.
import { hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { matchRoute } from '@corkboard/domain';
import { createQueryClient } from './api/queries';
import { startCardParts } from './components/pin-card/card-parts';
import { PAGE_MODULES } from './routes/page-modules';
import { resolvePage } from './routes/pages';
import { Root } from './Root';
import { listenForInstallPrompt } from './upsell/install-prompt';
import './styles/base.css';
import './styles/header.css';
import './styles/masonry.css';
import './styles/pin-card.css';
import './styles/pages.css';

// The browser's install offer fires once, early: held for the app upsell and onboarding.
listenForInstallPrompt();

const initial = window.__CORKBOARD__;
if (!initial) throw new Error('window.__CORKBOARD__ is missing: the page was not server-rendered');
const { queries, ...state } = initial;

const queryClient = createQueryClient();
hydrate(queryClient, queries);
delete window.__CORKBOARD__;

const pathname = window.location.pathname;
const route =
  state.error?.path === pathname
    ? null
    : resolvePage(matchRoute(pathname), state.app.viewer, window.location.search);
const ready = route ? PAGE_MODULES[route.page].preload() : Promise.resolve();
// Card media parts the HTML shows load alongside; hydration does not wait (card-parts.ts).
startCardParts(document);

void ready
  .catch(() => undefined)
  .then(() => {
    hydrateRoot(document, <Root state={state} queryClient={queryClient} />);
  });
