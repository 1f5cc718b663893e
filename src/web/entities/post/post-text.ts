// Post text as pieces to render: plain text, #hashtags (links into Explore) and web links.

export type TextPiece =
  | { kind: 'text'; text: string }
  | { kind: 'tag'; text: string; tag: string }
  | { kind: 'link'; text: string; href: string };

// A hashtag starts the text or follows a non-word character; a URL ends before trailing punctuation.
const PIECES =
  /(^|[^\p{L}\p{N}_&/])(#([\p{L}\p{N}_]+))|(https?:\/\/[^\s<>"]*[^\s<>".,:;!?'")\]])/gu;

export function splitPostText(content: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const previous = pieces[pieces.length - 1];
    if (previous?.kind === 'text') previous.text += text;
    else pieces.push({ kind: 'text', text });
  };
  for (const match of content.matchAll(PIECES)) {
    const [whole, lead = '', hashtag, tag, url] = match;
    pushText(content.slice(last, match.index) + lead);
    if (hashtag && tag) pieces.push({ kind: 'tag', text: hashtag, tag });
    else if (url) pieces.push({ kind: 'link', text: url, href: url });
    last = match.index + whole.length;
  }
  pushText(content.slice(last));
  return pieces;
}

/** A topic as shown on a card: '#' plus the topic stripped of all but letters, digits and hyphens. */
export function topicLabel(topic: string): string {
  return topic.replace(/[^\p{L}\p{N}-]/gu, '');
}
