import { describe, expect, it } from 'vitest';
import {
  fold,
  foldSqlExpression,
  foldText,
  lowerName,
  lowerTurkish,
  transliterateToAscii,
} from './fold.ts';

describe('lowerTurkish', () => {
  it('lowers I to dotless ı and İ to i, as Turkish does', () => {
    expect(lowerTurkish('IŞIK')).toBe('ışık');
    expect(lowerTurkish('İSTANBUL')).toBe('istanbul');
    expect(lowerTurkish('Çağrı Yılmaz')).toBe('çağrı yılmaz');
  });
});

describe('foldText', () => {
  it.each([
    ['Yılmaz', 'yilmaz'],
    ['YILMAZ', 'yilmaz'],
    ['Yilmaz', 'yilmaz'],
    ['İstanbul', 'istanbul'],
    ['Yürüyüş', 'yuruyus'],
    ['ÇAĞRI', 'cagri'],
    ['Öğretmen', 'ogretmen'],
    ['Straße', 'strasse'],
    ['José Müller', 'jose muller'],
  ])('%j folds to %j', (input, folded) => {
    expect(foldText(input)).toBe(folded);
  });

  it('makes Turkish spellings with and without diacritics compare equal, both ways', () => {
    expect(foldText('yılmaz')).toBe(foldText('Yilmaz'));
    expect(foldText('yuruyus')).toBe(foldText('#yürüyüş').slice(1));
    expect(foldText('ş')).not.toBe(foldText('z'));
  });

  it('undoes full-width letters, invisible characters and look-alike Cyrillic letters', () => {
    expect(foldText('ｙｉｌｍａｚ')).toBe('yilmaz');
    expect(foldText('yıl\u200Bmaz')).toBe('yilmaz');
    expect(foldText('Аyşe')).toBe('ayse'); // Cyrillic А
    expect(foldText('s\u0327eker')).toBe('seker'); // decomposed ş
  });

  it('leaves plain ASCII and other scripts alone', () => {
    expect(foldText('hello 123')).toBe('hello 123');
    expect(foldText('日本')).toBe('日本');
  });

  it('fold expects lowercase and only folds', () => {
    expect(fold('çağrı')).toBe('cagri');
    expect(fold('yürüyüş')).toBe('yuruyus');
  });
});

describe('transliterateToAscii (usernames and handles)', () => {
  it.each([
    ['Çağrı', 'cagri'],
    ['İpek', 'ipek'],
    ['IŞIK', 'isik'],
    ['Gülşen.Öztürk', 'gulsen.ozturk'],
    ['José', 'jose'],
    ['Søren', 'soren'],
  ])('%j becomes %j', (input, ascii) => {
    expect(transliterateToAscii(input)).toBe(ascii);
  });

  it('keeps look-alike Cyrillic letters, so username rules still reject them', () => {
    expect(transliterateToAscii('аdmin')).toBe('аdmin');
  });
});

describe('foldSqlExpression', () => {
  it('maps every upper- and lower-case Turkish letter in one translate', () => {
    const expression = foldSqlExpression('name');
    expect(expression).toContain('normalize(name, NFKC)');
    for (const letter of 'çğıöşüÇĞİÖŞÜ') expect(expression).toContain(letter);
    expect(expression).not.toContain("''");
  });
});

describe('lowerName', () => {
  it('lower-cases a Turkish name the Turkish way and leaves no combining dot', () => {
    expect(lowerName('İpek Işık')).toBe('ipek ışık');
    expect(lowerName('İpek')).toBe('ipek');
    expect(lowerName('İpek')).not.toMatch(/\u0307/);
    expect(lowerName('ÇAĞRI IŞIK')).toBe('çağrı ışık');
  });

  it('lower-cases other names as usual (I stays i)', () => {
    expect(lowerName('Isabel Iris')).toBe('isabel iris');
    expect(lowerName('Ada Lovelace')).toBe('ada lovelace');
  });
});
