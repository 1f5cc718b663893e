// Post text as pieces to render: plain text, #hashtags (links into Explore), web links and
// @mentions of members (links to their profiles). Rendered as elements, never as HTML.
import type { MentionLink } from '../../../shared/api/social.ts';
import { POST_TOPIC_TAGS_SHOWN } from '../../../shared/constants.ts';
import { foldText } from '../../../shared/text/fold.ts';
import { tokenizeMentions } from '../../../domain/posts/mentions.ts';

export type TextPiece =
  | { kind: 'text'; text: string }
  | { kind: 'tag'; text: string; tag: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'mention'; text: string; userId: string };

/**
 * Splits plain runs further at the @handles the server linked (`mentions`); any other '@word'
 * (an unknown handle, a member across a block) stays plain text.
 */
export function withMentions(
  pieces: readonly TextPiece[],
  mentions: readonly MentionLink[],
): TextPiece[] {
  if (mentions.length === 0) return [...pieces];
  const byHandle = new Map(mentions.map((link) => [link.handle, link.id]));
  const out: TextPiece[] = [];
  const pushText = (text: string) => {
    const previous = out[out.length - 1];
    if (previous?.kind === 'text') previous.text += text;
    else out.push({ kind: 'text', text });
  };
  for (const piece of pieces) {
    if (piece.kind !== 'text') {
      out.push(piece);
      continue;
    }
    for (const token of tokenizeMentions(piece.text)) {
      const userId = token.type === 'mention' ? byHandle.get(token.handle) : undefined;
      if (userId) out.push({ kind: 'mention', text: token.text, userId });
      else pushText(token.text);
    }
  }
  return out;
}

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

export interface TopicTag {
  label: string;
  /** The author wrote it (#tag), or the analysis found it. */
  kind: 'hashtag' | 'topic';
}

/**
 * At most 3 tags: the author's hashtags first, shown with '#', then automatic topics, shown
 * without '#' and outlined, so the two are never confused. A topic that folds to a hashtag
 * (yuruyus, yürüyüş) is shown once, as the author wrote it.
 */
export function topicTags(hashtags: readonly string[], topics: readonly string[]): TopicTag[] {
  const tags: TopicTag[] = [];
  const seen = new Set<string>();
  const add = (raw: string, kind: TopicTag['kind']) => {
    const label = topicLabel(raw);
    const key = foldText(label);
    if (!label || seen.has(key)) return;
    seen.add(key);
    tags.push({ label, kind });
  };
  for (const hashtag of hashtags) add(hashtag, 'hashtag');
  for (const topic of topics) add(topic, 'topic');
  return tags.slice(0, POST_TOPIC_TAGS_SHOWN);
}
