// The client-side checks of spec section 5 for posts and comments, before anything is sent.
import { COMMENT_TEXT_MAX, POST_TEXT_MAX } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { messageText } from '../../../shared/validation/unicode.ts';

/**
 * A post needs text or an image; text is at most 280 characters once trimmed. Text of invisible
 * characters only counts as none (the server's rule, shared).
 */
export function postProblem(text: string, hasImage: boolean): string | null {
  const length = messageText(text).length;
  if (length === 0 && !hasImage) return MESSAGES.postEmptyClient;
  if (length > POST_TEXT_MAX) return MESSAGES.postTooLong;
  return null;
}

/** A comment is trimmed, 1 to 500 characters, and shows something. */
export function commentProblem(text: string): string | null {
  const length = messageText(text).length;
  if (length === 0) return MESSAGES.commentEmpty;
  if (length > COMMENT_TEXT_MAX) return MESSAGES.commentTooLong;
  return null;
}
