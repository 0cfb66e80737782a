// The quote form's visitor-facing texts (SPEC §4, §8, §9), in one place.
export const QUOTE_NOT_SUCCESS_TEXT = 'Failed to send request. Please try again.';
export const QUOTE_THREW_TEXT = 'Failed to send request. Please try again later.';
export const QUOTE_TITLE = 'Request an enterprise quote';
export const QUOTE_SUCCESS_TITLE = 'Thank you! Your request has been sent.';
/** SPEC §4: the modal closes itself this long after a successful submission. */
export const QUOTE_MODAL_CLOSE_MS = 3000;
