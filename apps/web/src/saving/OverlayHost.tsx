// Mounts the floating surfaces on first use, each from its own lazily loaded chunk.
import { lazy, Suspense } from 'react';
import { useHydrated } from '../state/use-hydrated';
import { useStore } from './store';
import { overlays, type OverlayState } from './overlays';

const ToastContainer = lazy(() => import('../components/toast/ToastContainer'));
const ModalHost = lazy(() => import('../components/modal/ModalHost'));
const PickerHost = lazy(() => import('../components/board-picker/PickerHost'));
const BottomNav = lazy(() => import('../components/bottom-nav/BottomNav'));

/**
 * A phone-sized screen, once hydrated (the server renders no bar): the bottom bar's code loads,
 * and CSS hides the bar whenever the window is wider. Read at render, not followed: a desktop
 * window narrowed later keeps its header's navigation until the next page load.
 */
function usePhone(): boolean {
  return useHydrated() && matchMedia('(max-width: 640px)').matches;
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
    </>
  );
}
