import { SNIPPET_LENGTH } from '../../shared/constants.ts';

/** The first SNIPPET_LENGTH characters (whole code points), with an ellipsis when cut. */
export function snippetOf(content: string): string {
  const characters = [...content.trim()];
  if (characters.length <= SNIPPET_LENGTH) return characters.join('');
  return `${characters.slice(0, SNIPPET_LENGTH).join('').trimEnd()}…`;
}

/** Spec: the share message carries the post path, the first 160 characters and an optional note. */
export function composeShareMessage(input: {
  postId: string;
  content: string;
  note?: string;
}): string {
  const path = `/post/${input.postId}`;
  const snippet = snippetOf(input.content);
  return [input.note?.trim(), snippet ? `“${snippet}”` : '', path].filter(Boolean).join('\n\n');
}

/**
 * The parts of a message composed by composeShareMessage, so the inbox can show a card: the
 * note (if any) and the snippet. The post path is the last paragraph.
 */
export function parseShareMessage(
  text: string,
  postId: string,
): { note: string | null; snippet: string } {
  const paragraphs = text.split('\n\n');
  if (paragraphs.at(-1) === `/post/${postId}`) paragraphs.pop();
  let snippet = '';
  // The quoted snippet may hold blank lines itself: it starts at the first paragraph that
  // opens a quote, when the text after it closes one.
  const tail = paragraphs.join('\n\n');
  if (tail.endsWith('”')) {
    const start = paragraphs.findIndex((paragraph) => paragraph.startsWith('“'));
    if (start >= 0) {
      const quoted = paragraphs.splice(start).join('\n\n');
      snippet = quoted.slice(1, -1);
    }
  }
  const note = paragraphs.join('\n\n').trim();
  return { note: note || null, snippet };
}
