// Runs an upload: the requests of docs/API.md §3 "Uploads", reported to the domain's upload
// reducer, which decides what each answer means. Register and send run from the event handler (one
// chain a file, aborted when another file comes); the status checks run from an effect, one
// per `checks` count, so each re-check waits the reducer's `checkAfterMs`.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  checkUploadFile,
  UPLOAD_IDLE,
  uploadReducer,
  type UploadEvent,
  type UploadState,
} from '@corkboard/domain';
import { getResource, isApiError, postResource } from '../api/client';
import { sendUpload } from './upload-request';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function failureMessage(error: unknown): string | null {
  return isApiError(error) ? error.message : null;
}

export interface Upload {
  state: UploadState;
  choose: (file: File) => void;
  reset: () => void;
}

export function useUpload(): Upload {
  const [state, dispatch] = useReducer(uploadReducer, UPLOAD_IDLE);
  const attempts = useRef(0);
  const running = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);

  const choose = useCallback(
    (file: File) => {
      stop();
      const attempt = ++attempts.current;
      dispatch({ type: 'choose', attempt, file: { type: file.type, size: file.size } });
      if (checkUploadFile(file)) return;
      const controller = new AbortController();
      running.current = controller;
      const report = (event: UploadEvent) => {
        if (!controller.signal.aborted) dispatch(event);
      };
      void (async () => {
        try {
          const ticket = await postResource('VIPResource', 'create', { type: 'pinimage' });
          report({ type: 'registered', attempt, uploadId: ticket.upload_id });
          if (controller.signal.aborted) return;
          const answer = await sendUpload(
            ticket,
            file,
            (loaded, total) => report({ type: 'progress', attempt, loaded, total }),
            controller.signal,
          );
          report({ type: 'sent', attempt, ...answer });
        } catch (error) {
          if (!isAbort(error)) report({ type: 'error', attempt, message: failureMessage(error) });
        }
      })();
    },
    [stop],
  );

  const reset = useCallback(() => {
    stop();
    dispatch({ type: 'reset', attempt: ++attempts.current });
  }, [stop]);

  // Leaving the page drops the request in flight.
  useEffect(() => stop, [stop]);

  const processing = state.phase === 'processing' ? state : null;
  const uploadId = processing?.uploadId ?? null;
  const attempt = processing?.attempt ?? null;
  const checks = processing?.checks ?? null;
  const waitMs = processing?.checkAfterMs ?? null;
  useEffect(() => {
    if (uploadId === null || attempt === null || waitMs === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getResource('VIPResource', { upload_ids: [uploadId] }, controller.signal).then(
        (statuses) => dispatch({ type: 'status', attempt, record: statuses[uploadId] }),
        (error: unknown) => {
          if (!isAbort(error)) dispatch({ type: 'error', attempt, message: failureMessage(error) });
        },
      );
    }, waitMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [uploadId, attempt, checks, waitMs]);

  return { state, choose, reset };
}
