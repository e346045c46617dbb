// Mounts the floating surfaces on first use, each from its own lazily loaded chunk, and what
// a page adds once it is hydrated (the server's experiences, cookie consent: PageExtras).
import { lazy, Suspense } from 'react';
import { useHydrated } from '../state/use-hydrated';
import { useMediaQuery } from '../state/use-media-query';
import { useStore } from './store';
import { overlays, type OverlayState } from './overlays';

const ToastContainer = lazy(() => import('../components/toast/ToastContainer'));
const ModalHost = lazy(() => import('../components/modal/ModalHost'));
const PickerHost = lazy(() => import('../components/board-picker/PickerHost'));
const BottomNav = lazy(() => import('../components/bottom-nav/BottomNav'));
// Experiences (issue 15) and cookie consent (issue 16) load once the page is hydrated.
const PageExtras = lazy(() => import('../components/page-extras/PageExtras'));

/**
 * A phone-sized screen, once hydrated (the server renders no bar): the bottom bar's code loads,
 * and CSS hides the bar whenever the window is wider. Followed, so a desktop window narrowed
 * later gets the bar its hidden header links leave it needing.
 */
function usePhone(): boolean {
  return useMediaQuery('(max-width: 640px)', false);
}

const SERVER: OverlayState = { toasts: [], modal: null, picker: null, toastsUsed: false };

export function OverlayHost() {
  const state = useStore(overlays, SERVER);
  const phone = usePhone();
  return (
    <>
      {phone ? (
        <Suspense fallback={null}>
          <BottomNav />
        </Suspense>
      ) : null}
      {state.toastsUsed ? (
        <Suspense fallback={null}>
          <ToastContainer />
        </Suspense>
      ) : null}
      {state.modal ? (
        <Suspense fallback={null}>
          <ModalHost />
        </Suspense>
      ) : null}
      {state.picker ? (
        <Suspense fallback={null}>
          <PickerHost />
        </Suspense>
      ) : null}
      {useHydrated() ? (
        <Suspense fallback={null}>
          <PageExtras />
        </Suspense>
      ) : null}
    </>
  );
}
