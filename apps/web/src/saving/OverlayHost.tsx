// Mounts the floating surfaces on first use, each from its own lazily loaded chunk.
import { lazy, Suspense } from 'react';
import { useStore } from './store';
import { overlays, type OverlayState } from './overlays';

const ToastContainer = lazy(() => import('../components/toast/ToastContainer'));
const ModalHost = lazy(() => import('../components/modal/ModalHost'));
const PickerHost = lazy(() => import('../components/board-picker/PickerHost'));

const SERVER: OverlayState = { toasts: [], modal: null, picker: null, toastsUsed: false };

export function OverlayHost() {
  const state = useStore(overlays, SERVER);
  return (
    <>
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
