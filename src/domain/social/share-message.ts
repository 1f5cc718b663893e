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
