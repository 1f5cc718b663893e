// Image uploads through XMLHttpRequest: fetch cannot report upload progress.
import { SOCIAL_API } from '../../shared/api/paths.ts';
import type { UploadResponse } from '../../shared/api/social.ts';
import { IMAGE_MAX_BYTES } from '../../shared/constants.ts';
import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '../../shared/http.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { ApiError, CLIENT_ERROR_CODES } from './api-client.ts';

export type UploadFolder = 'posts' | 'messages';

/** Spec section 5, checked before anything is sent: an image, at most 5 MB. */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return MESSAGES.onlyImagesClient;
  if (file.size > IMAGE_MAX_BYTES) return MESSAGES.imageTooLarge;
  return null;
}

function errorFrom(xhr: XMLHttpRequest): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(xhr.responseText) as unknown;
  } catch {
    body = undefined;
  }
  const error =
    typeof body === 'object' && body !== null && 'error' in body
      ? (body.error as { code?: unknown; message?: unknown; field?: unknown })
      : null;
  if (error && typeof error.code === 'string') {
    return new ApiError(
      xhr.status,
      error.code,
      typeof error.message === 'string' && error.message ? error.message : MESSAGES.internalError,
      typeof error.field === 'string' ? error.field : undefined,
    );
  }
  const message = xhr.status === 413 ? MESSAGES.imageTooLarge : MESSAGES.internalError;
  return new ApiError(xhr.status, CLIENT_ERROR_CODES.http, message);
}

export interface UploadOptions {
  /** Called with 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/uploads as multipart: `folder` first (the server reads it before the file streams
 * in), then `file`. Resolves to where the image now lives; rejects with an ApiError, or an
 * AbortError when `signal` aborts.
 */
export function uploadImage(
  file: File,
  folder: UploadFolder,
  { onProgress, signal }: UploadOptions = {},
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const form = new FormData();
    form.append('folder', folder);
    form.append('file', file, file.name);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', SOCIAL_API.uploads);
    xhr.withCredentials = true;
    xhr.setRequestHeader(CSRF_HEADER_NAME, CSRF_HEADER_VALUE);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as UploadResponse);
        } catch {
          reject(
            new ApiError(xhr.status, CLIENT_ERROR_CODES.invalidResponse, MESSAGES.internalError),
          );
        }
        return;
      }
      reject(errorFrom(xhr));
    };
    xhr.onerror = () => reject(new ApiError(0, CLIENT_ERROR_CODES.network, MESSAGES.networkError));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
