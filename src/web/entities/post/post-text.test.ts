import { describe, expect, it } from 'vitest';
import { splitPostText, topicLabel, topicTags, withMentions } from './post-text.ts';

describe('splitPostText', () => {
  it('finds hashtags at the start, after spaces and punctuation, in any script', () => {
    expect(splitPostText('#calm morning, (#çay) and #2026_goals.')).toEqual([
      { kind: 'tag', text: '#calm', tag: 'calm' },
      { kind: 'text', text: ' morning, (' },
      { kind: 'tag', text: '#çay', tag: 'çay' },
      { kind: 'text', text: ') and ' },
      { kind: 'tag', text: '#2026_goals', tag: '2026_goals' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves # inside words and entities as text', () => {
    expect(splitPostText('issue#12 and &#39; and #')).toEqual([
      { kind: 'text', text: 'issue#12 and &#39; and #' },
    ]);
  });

  it('links web addresses without their trailing punctuation', () => {
    expect(splitPostText('See https://example.com/a?b=1#x.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1#x', href: 'https://example.com/a?b=1#x' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never turns other schemes into links', () => {
    expect(splitPostText('javascript:alert(1)')).toEqual([
      { kind: 'text', text: 'javascript:alert(1)' },
    ]);
  });

  it('returns nothing for empty text', () => {
    expect(splitPostText('')).toEqual([]);
  });
});

describe('topicLabel', () => {
  it('keeps letters, digits and hyphens only', () => {
    expect(topicLabel('slow living!')).toBe('slowliving');
    expect(topicLabel('#self-care_2')).toBe('self-care2');
    expect(topicLabel('çay')).toBe('çay');
  });
});

describe('topicTags', () => {
  it('shows the author hashtags first, then automatic topics, 3 in all', () => {
    expect(topicTags(['sahil'], ['kitap', 'deniz', 'kahve'])).toEqual([
      { label: 'sahil', kind: 'hashtag' },
      { label: 'kitap', kind: 'topic' },
      { label: 'deniz', kind: 'topic' },
    ]);
    expect(topicTags(['a1', 'b2', 'c3', 'd4'], ['kitap'])).toHaveLength(3);
  });

  it('shows a topic that folds to a hashtag once, as the author wrote it', () => {
    expect(topicTags(['yürüyüş'], ['yuruyus', 'kitap'])).toEqual([
      { label: 'yürüyüş', kind: 'hashtag' },
      { label: 'kitap', kind: 'topic' },
    ]);
  });
});

describe('mentions in text', () => {
  it('links only the handles the server listed, keeping every character', () => {
    const text = 'Hi @Ada and @ghost, mail ada@example.com #tag';
    const pieces = withMentions(splitPostText(text), [{ id: 'u1', handle: 'ada' }]);
    expect(pieces.map((p) => p.text).join('')).toBe(text);
    expect(pieces.filter((p) => p.kind === 'mention')).toEqual([
      { kind: 'mention', text: '@Ada', userId: 'u1' },
    ]);
    expect(pieces.some((p) => p.kind === 'tag')).toBe(true);
    expect(withMentions(splitPostText('@ada'), [])).toEqual([{ kind: 'text', text: '@ada' }]);
  });
});
