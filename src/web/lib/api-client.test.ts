import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { MESSAGES_TR } from '../../shared/messages.tr.ts';
import { i18n, languageReady } from '../i18n/i18n.ts';
import { ApiError, CLIENT_ERROR_CODES, errorMessage } from './api-client.ts';

describe('errorMessage', () => {
  // The Turkish messages are downloaded on demand, as before a Turkish interface renders.
  beforeAll(() => languageReady('tr'));

  it("shows the server's words for a request it refused", () => {
    const refused = new ApiError(400, 'invalid_bio', 'Bio is too long.');
    expect(errorMessage(refused, MESSAGES.profileUpdateFailed)).toBe('Bio is too long.');
    const limited = new ApiError(429, 'rate_limited', MESSAGES.tooManyRequests);
    expect(errorMessage(limited, MESSAGES.postDeleteFailed)).toBe(MESSAGES.tooManyRequests);
  });

  it("shows the action's own spec message when the server fails or the network drops", () => {
    const serverFailed = new ApiError(500, 'internal_error', MESSAGES.internalError);
    expect(errorMessage(serverFailed, MESSAGES.profileUpdateFailed)).toBe(
      MESSAGES.profileUpdateFailed,
    );
    const offline = new ApiError(0, CLIENT_ERROR_CODES.network, MESSAGES.networkError);
    expect(errorMessage(offline, MESSAGES.postDeleteFailed)).toBe(MESSAGES.postDeleteFailed);
    expect(errorMessage(offline, MESSAGES.inviteGenerateFailed)).toBe(
      MESSAGES.inviteGenerateFailed,
    );
  });

  it('keeps the network error where the action has no message of its own', () => {
    const offline = new ApiError(0, CLIENT_ERROR_CODES.network, MESSAGES.networkError);
    expect(errorMessage(offline, MESSAGES.internalError)).toBe(MESSAGES.networkError);
    expect(errorMessage(new Error('boom'), MESSAGES.internalError)).toBe(MESSAGES.internalError);
  });

  it("in Turkish: the action's own message, and the network error where there is none", () => {
    const offline = new ApiError(0, CLIENT_ERROR_CODES.network, MESSAGES.networkError);
    const serverFailed = new ApiError(500, 'internal_error', MESSAGES_TR.internalError);
    expect(errorMessage(serverFailed, MESSAGES_TR.profileUpdateFailed)).toBe(
      MESSAGES_TR.profileUpdateFailed,
    );
    expect(errorMessage(offline, MESSAGES_TR.postDeleteFailed)).toBe(MESSAGES_TR.postDeleteFailed);
    expect(errorMessage(offline, MESSAGES_TR.inviteGenerateFailed)).toBe(
      MESSAGES_TR.inviteGenerateFailed,
    );
    // The generic fallback in Turkish lets the (more useful) network error through, in Turkish.
    void i18n.changeLanguage('tr');
    try {
      expect(errorMessage(offline, MESSAGES_TR.internalError)).toBe(MESSAGES_TR.networkError);
    } finally {
      void i18n.changeLanguage('en');
    }
  });
});
