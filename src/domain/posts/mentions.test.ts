import { describe, expect, it } from 'vitest';
import { MENTIONS_PER_ITEM_MAX } from '../../shared/constants.ts';
import {
  insertMention,
  mentionAtCaret,
  mentionedHandles,
  mentionHandle,
  tokenizeMentions,
} from './mentions.ts';

describe('mentions', () => {
  it('finds @handles at the start, after spaces and after opening punctuation', () => {
    expect(mentionedHandles('@ada hi (@ben), "@cem" and\n@deniz_1 @e-f')).toEqual([
      'ada',
      'ben',
      'cem',
      'deniz_1',
      'e-f',
    ]);
  });

  it('reads Turkish letters through the handle fold (Çağrı → cagri, İpek → ipek, IŞIK → isik)', () => {
    expect(mentionedHandles('@Çağrı @İpek @IŞIK @ÖZGÜR')).toEqual([
      'cagri',
      'ipek',
      'isik',
      'ozgur',
    ]);
    expect(mentionHandle('Ayşe')).toBe('ayse');
  });

  it('reads dots inside a handle (a handle starts as the username: ben.o)', () => {
    expect(mentionedHandles('hi @ben.o and @ada.k. and @x.y...')).toEqual([
      'ben.o',
      'ada.k',
      'x.y',
    ]);
  });

  it('leaves trailing punctuation out of the handle', () => {
    const tokens = tokenizeMentions('thanks @ada! and @ben. and @cem, @deniz- ok? @elif…');
    expect(tokens.filter((t) => t.type === 'mention').map((t) => t.text)).toEqual([
      '@ada',
      '@ben',
      '@cem',
      '@deniz',
      '@elif',
    ]);
  });

  it('does not read emails, URLs or doubled @ as mentions', () => {
    expect(mentionedHandles('write to ada@example.com or x.com/@ben or @@cem or a_@b')).toEqual([]);
    expect(mentionedHandles('@ alone, @, @-')).toEqual([]);
  });

  it('does not read other scripts or over-long names as handles', () => {
    expect(mentionedHandles('@Елена @東京')).toEqual([]);
    expect(mentionedHandles(`@${'a'.repeat(31)}`)).toEqual([]);
    expect(mentionedHandles(`@${'a'.repeat(30)}`)).toEqual(['a'.repeat(30)]);
  });

  it('lists each member once and at most the cap', () => {
    expect(mentionedHandles('@ada @ADA @Ada and @ben @ada')).toEqual(['ada', 'ben']);
    const many = Array.from({ length: MENTIONS_PER_ITEM_MAX + 5 }, (_, i) => `@m${i}`).join(' ');
    expect(mentionedHandles(many)).toHaveLength(MENTIONS_PER_ITEM_MAX);
  });

  it('tokenizes without losing a character', () => {
    for (const text of ['', 'plain', '@ada', 'hi @ada!', 'a@b.c @x- @ @Çağrı.', '@a@b @c\n@d']) {
      expect(
        tokenizeMentions(text)
          .map((t) => t.text)
          .join(''),
      ).toBe(text);
    }
    expect(tokenizeMentions('hi @Ada!')).toEqual([
      { type: 'text', text: 'hi ' },
      { type: 'mention', text: '@Ada', handle: 'ada' },
      { type: 'text', text: '!' },
    ]);
  });

  it('finds the mention being typed at the caret and inserts the chosen handle', () => {
    expect(mentionAtCaret('hello @el', 9)).toEqual({ query: 'el', start: 6 });
    expect(mentionAtCaret('hello @', 7)).toEqual({ query: '', start: 6 });
    expect(mentionAtCaret('mail ada@ex', 11)).toBeNull();
    expect(mentionAtCaret('hello @el there', 15)).toBeNull();
    expect(insertMention('hi @el', 6, 'elif')).toEqual({ text: 'hi @elif ', caret: 9 });
    expect(insertMention('hi @el and more', 6, 'elif')).toEqual({
      text: 'hi @elif and more',
      caret: 9,
    });
    expect(insertMention('no mention', 3, 'elif')).toBeNull();
  });
});
