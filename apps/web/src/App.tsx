// The application inside <body>: header, then the page the route table picks for the current
// location. Rendered identically by the server and by hydration.
import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { matchRoute } from '@corkboard/domain';
import { ErrorBoundary } from './components/error-boundary/ErrorBoundary';
import { Header } from './components/header/Header';
import { PARSED_MARKER_ID } from './Document';
import { ErrorView, PageLoading } from './components/page-state/PageState';
import { PAGE_MODULES } from './routes/page-modules';
import { resolvePage, type PageRoute } from './routes/pages';
import { NotFoundPage } from './routes/not-found/NotFoundPage';
import { OverlayHost } from './saving/OverlayHost';
import { useSignedOutMerge } from './saving/use-signed-out-merge';
import { useApp } from './state/app-context';
import type { SsrError } from './state/initial-state';

function PageView({ route }: { route: PageRoute }) {
  switch (route.page) {
    case 'home': {
      const Page = PAGE_MODULES.home.Component;
      return <Page />;
    }
    case 'pin': {
      const Page = PAGE_MODULES.pin.Component;
      return <Page id={route.id} />;
    }
    case 'repin': {
      const Page = PAGE_MODULES.repin.Component;
      return <Page id={route.id} />;
    }
    case 'pin-builder': {
      const Page = PAGE_MODULES['pin-builder'].Component;
      return <Page />;
    }
    case 'pin-edit': {
      const Page = PAGE_MODULES['pin-edit'].Component;
      return <Page id={route.id} />;
    }
    case 'board': {
      const Page = PAGE_MODULES.board.Component;
      return (
        <Page
          username={route.username}
          slug={route.slug}
          section={route.section}
          moreIdeas={route.moreIdeas}
        />
      );
    }
    case 'profile': {
      const Page = PAGE_MODULES.profile.Component;
      return <Page username={route.username} tab={route.tab} />;
    }
    case 'login': {
      const Page = PAGE_MODULES.login.Component;
      return <Page />;
    }
    case 'signup': {
      const Page = PAGE_MODULES.signup.Component;
      return <Page />;
    }
    case 'cards': {
      const Page = PAGE_MODULES.cards.Component;
      return <Page />;
    }
    case 'search': {
      const Page = PAGE_MODULES.search.Component;
      return <Page scope={route.scope} query={route.query} />;
    }
    case 'interests': {
      const Page = PAGE_MODULES.interests.Component;
      return <Page surface={route.surface} />;
    }
    case 'interest': {
      const Page = PAGE_MODULES.interest.Component;
      return <Page surface={route.surface} lookup={route.lookup} />;
    }
    case 'today': {
      const Page = PAGE_MODULES.today.Component;
      return <Page kind={route.kind} />;
    }
    case 'tuner': {
      const Page = PAGE_MODULES.tuner.Component;
      return <Page />;
    }
  }
}

/** Scroll to the top on a new page, but not when going back or forward (the browser restores). */
function useScrollReset(pathname: string) {
  const popped = useRef(false);
  const first = useRef(true);
  useEffect(() => {
    const onPop = () => {
      popped.current = true;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => {
    if (first.current) first.current = false;
    else if (!popped.current) window.scrollTo(0, 0);
    popped.current = false;
  }, [pathname]);
}

export function App({ ssrError }: { ssrError: SsrError | null }) {
  const [pathname] = useLocation();
  const search = useSearch();
  const { viewer } = useApp();
  useScrollReset(pathname);
  useSignedOutMerge();
  const route = resolvePage(matchRoute(pathname), viewer, search);
  // An error the server already answered for this URL (a 404 from a prefetch, say) is shown
  // as it was rendered, without fetching again.
  const error = ssrError && ssrError.path === pathname ? ssrError : null;

  let content;
  if (error)
    content = error.status === 404 ? <NotFoundPage /> : <ErrorView message={error.message} />;
  else if (!route) content = <NotFoundPage />;
  else content = <PageView route={route} />;

  return (
    <>
      <Header />
      {/* The first paint waits for this, not for the whole page (Document.tsx). */}
      <div id={PARSED_MARKER_ID} hidden />
      <main id="main" tabIndex={-1}>
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>{content}</Suspense>
        </ErrorBoundary>
      </main>
      <OverlayHost />
    </>
  );
}
