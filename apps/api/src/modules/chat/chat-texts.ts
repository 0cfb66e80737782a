// Texts the API itself says to visitors (the agent engine writes the rest).

/** Said while a person handles the conversation, or when the business has no credits left. */
export const TEAMMATE_WILL_REPLY_TEXT =
  'Thanks for your message! A teammate will reply here as soon as possible.';

export const FREE_CHAT_LIMIT_TEXT = 'You’ve reached the free trial limit for this demo.';
