// Post text as pieces to render: plain text, #hashtags (links into Explore) and web links.
import { POST_TOPIC_TAGS_SHOWN } from '../../../shared/constants.ts';
import { foldText } from '../../../shared/text/fold.ts';

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
