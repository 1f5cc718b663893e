/** Letters and digits of any script (Turkish included), underscores; at most 50 after the '#'. */
const HASHTAG_PATTERN = /(?:^|[^\p{L}\p{N}_#])#([\p{L}\p{N}_]{1,50})/gu;

/** The hashtags of a post, lowercased (Turkish-aware), without '#', first spelling order, unique. */
export function extractHashtags(text: string): string[] {
  const seen = new Set<string>();
  for (const match of text.matchAll(HASHTAG_PATTERN)) {
    const tag = match[1]?.toLocaleLowerCase('tr');
    // A tag of digits only ('#1') reads as a number, not a topic.
    if (tag && !/^\d+$/.test(tag)) seen.add(tag);
  }
  return [...seen];
}
