import { describe, expect, it } from 'vitest';
import { SNIPPET_LENGTH } from '../../shared/constants.ts';
import { composeShareMessage, parseShareMessage, snippetOf } from './share-message.ts';

describe('share message', () => {
  it('keeps short content whole and cuts long content at the snippet length', () => {
    expect(snippetOf('  hello  ')).toBe('hello');
    const long = 'a'.repeat(SNIPPET_LENGTH + 40);
    expect(snippetOf(long)).toBe(`${'a'.repeat(SNIPPET_LENGTH)}…`);
  });

  it('counts emoji as one character each', () => {
    const emoji = '😀'.repeat(SNIPPET_LENGTH);
    expect(snippetOf(emoji)).toBe(emoji);
  });

  it('carries the note, the snippet and the post path', () => {
    expect(
      composeShareMessage({ postId: 'p1', content: 'Sunrise over the Bosphorus', note: ' look! ' }),
    ).toBe('look!\n\n“Sunrise over the Bosphorus”\n\n/post/p1');
    expect(composeShareMessage({ postId: 'p2', content: '' })).toBe('/post/p2');
  });

  it('reads the note and the snippet back for the inbox card', () => {
    const text = composeShareMessage({
      postId: 'p1',
      content: 'Sunrise\n\nover the Bosphorus',
      note: 'look!\n\nreally',
    });
    expect(parseShareMessage(text, 'p1')).toEqual({
      note: 'look!\n\nreally',
      snippet: 'Sunrise\n\nover the Bosphorus',
    });
    expect(parseShareMessage(composeShareMessage({ postId: 'p2', content: 'Hi' }), 'p2')).toEqual({
      note: null,
      snippet: 'Hi',
    });
    expect(parseShareMessage('/post/p3', 'p3')).toEqual({ note: null, snippet: '' });
  });
});
