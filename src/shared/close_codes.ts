/**
 * Close codes of the `/ws` socket beyond the standard ones. Kept apart from the socket contract
 * (which brings zod) so the browser's socket client stays small.
 */

/** The login ended (signed out, password changed, account deleted): reconnecting is refused. */
export const CLOSE_SIGNED_OUT = 4001;

/** Deliveries to the socket may have been lost (another instance could not reach it for a while):
 * its client reconnects and reads what it shows again in full, since catching up after the last
 * message it holds could skip one that never came. */
export const CLOSE_CATCH_UP = 4002;

/** The socket went silent: no frame for a minute, not even the answer to the server's `ping`
 * (the peer is gone, or its network is). A client still there reconnects. */
export const CLOSE_SILENT = 4003;
