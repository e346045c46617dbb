// The application inside <body>: header, then the page the route table picks for the current
// location. Rendered identically by the server and by hydration.
import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import { useLocation, useSearch } from 'wouter';
import { matchRoute } from '@corkboard/domain';
import { ErrorBoundary } from './components/error-boundary/ErrorBoundary';
import { Header } from './components/header/Header';
import { ErrorView, PageLoading } from './components/page-state/PageState';
import { PAGE_MODULES } from './routes/page-modules';
import { resolvePage, type PageRoute } from './routes/pages';
import { useAccountMarker } from './visitor/use-account-marker';
import { useVisitorPage } from './visitor/use-visitor-pages';
import { NotFoundPage } from './routes/not-found/NotFoundPage';
import { OverlayHost } from './saving/OverlayHost';
import { useSignedOutMerge } from './saving/use-signed-out-merge';
import { useApp } from './state/app-context';
import type { SsrError } from './state/initial-state';

function PageView({ route }: { route: PageRoute }) {
  const { page, ...props } = route;
  // Each page takes its route's fields as props (page-modules.tsx checks the types).
  const Page = PAGE_MODULES[page].Component as ComponentType<typeof props>;
  return <Page {...props} />;
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
  useAccountMarker();
  const route = resolvePage(matchRoute(pathname), viewer, search);
  useVisitorPage(route, pathname, viewer !== null);
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
      {/* Its own boundary: hydrated after the shell, in time slices (not in the shell's task). */}
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <main id="main" tabIndex={-1}>
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>{content}</Suspense>
        </ErrorBoundary>
      </main>
      <OverlayHost />
    </>
  );
}
