// The multipart POST of an upload (docs/API.md §3 "Uploads": `multipart/form-data` with every
// `upload_parameters` field plus the file part `file`). XMLHttpRequest rather than fetch: only
// it reports upload progress, which the builder's bar shows.
import type { UploadTicket } from '@corkboard/contracts';
import { csrfToken } from '../api/client';

/** Every upload parameter, then the file last (servers may stream fields in order). */
export function uploadForm(parameters: Record<string, string>, file: Blob, name?: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(parameters)) form.append(key, value);
  if (name === undefined) form.append('file', file);
  else form.append('file', file, name);
  return form;
}

/** The message of an error envelope (docs/API.md §1), or null for anything else. */
export function envelopeMessage(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as {
      resource_response?: { error?: { message?: unknown }; message?: unknown };
    };
    const message = parsed.resource_response?.error?.message;
    return typeof message === 'string' && message ? message : null;
  } catch {
    return null;
  }
}

export interface UploadAnswer {
  httpStatus: number;
  message: string | null;
}

export class UploadNetworkError extends Error {}

/**
 * Sends the file; resolves with the HTTP status (success is the caller's decision), rejects
 * with UploadNetworkError when there is no answer, or an AbortError when `signal` aborts.
 */
export function sendUpload(
  ticket: UploadTicket,
  file: File,
  onProgress: (loaded: number, total: number) => void,
  signal: AbortSignal,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', ticket.upload_url);
    request.setRequestHeader('X-CSRFToken', csrfToken());
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    };
    request.onload = () =>
      resolve({ httpStatus: request.status, message: envelopeMessage(request.responseText) });
    request.onerror = () => reject(new UploadNetworkError('upload failed'));
    request.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(uploadForm(ticket.upload_parameters, file, file.name));
  });
}
