// HTTP conventions shared by the SPA and the server.

/** Every unsafe API request from our client carries this header; the server's CSRF guard requires it. */
export const CSRF_HEADER_NAME = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'lorien';
