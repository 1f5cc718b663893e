import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze.ts';
import { isVerbForm, normaliseTopics } from './topics.ts';

const topicsOf = (text: string) => analyzeText(text).topics;

describe('verbs are not topics', () => {
  it.each([
    'bilmedi',
    'olma',
    'yaptım',
    'bayıldım',
    'sevmiyorum',
    'gitti',
    'yüzdük',
    'oynadı',
    'gösterdi',
    'kaldı',
    'walked',
    'finished',
  ])('%j is a verb form', (word) => {
    expect(isVerbForm(word)).toBe(true);
  });

  it.each([
    'kitap',
    'deniz',
    'kedi',
    'hindi',
    'sinema',
    'elma',
    'yürüyüş',
    'speed',
    'coffee',
    'plastik',
  ])('%j is not', (word) => {
    expect(isVerbForm(word)).toBe(false);
  });
});

describe('automatic topics', () => {
  it('gives kitap once for three forms of it', () => {
    expect(topicsOf('Kitaba bayıldım, kitaplar hayatım')).toEqual(['kitap']);
    expect(topicsOf('Bunu bilmedi, olma öyle. Kitabı okudum, kitaplar güzel')).toEqual(['kitap']);
  });

  it('never makes verbs, pronouns or time words topics, in either language', () => {
    const turkish = topicsOf('Bugün sabah bilmedi, olma böyle; biz yarın hafta sonu geliyoruz');
    const english = topicsOf('I was late this week, they walked to the office every morning');
    for (const word of ['bilmedi', 'olma', 'bugün', 'sabah', 'yarın', 'hafta', 'biz'])
      expect(turkish).not.toContain(word);
    for (const word of ['late', 'week', 'they', 'walked', 'morning'])
      expect(english).not.toContain(word);
    expect(english).toContain('office');
  });

  it('never makes numbers or ordinals topics (the fourth episode is about the episode)', () => {
    const turkish = topicsOf('Saat daha üç, dördüncü bölüm de bitti, ikinci kez izliyorum dizi');
    const english = topicsOf('Finished the fourth episode, second time through the series');
    for (const word of ['üç', 'dördüncü', 'ikinci', 'kez']) expect(turkish).not.toContain(word);
    expect(turkish).toContain('bölüm');
    for (const word of ['fourth', 'second', 'time']) expect(english).not.toContain(word);
    expect(english).toContain('episode');
  });

  it('shows readable words: no cut-off stems, postpositions or third-person verbs', () => {
    const delivered = topicsOf(
      'Projeyi tek başıma teslim ettim, müdür herkesin önünde beni örnek gösterdi',
    );
    expect(delivered).not.toContain('göster');
    expect(delivered).not.toContain('tesl');
    expect(delivered).toContain('müdür');
    expect(delivered).not.toContain('herke');
    expect(topicsOf('Herkesin gözü önünde, herkese rağmen sahnedeydim')).not.toContain('herkes');
    const notice = topicsOf('Kütüphane bu hafta sonu 10.00 ile 17.00 arasında açık olacak.');
    expect(notice).toContain('kütüphane');
    expect(notice).not.toContain('aras');
    expect(topicsOf('Bayram sofrasında dedemin yeri boş kaldı')).toContain('bayram');
  });

  it('shows whole words, never cut-off stems, and no pronouns, body parts or adjectives', () => {
    const shop = topicsOf('Mahalledeki dükkanı kapandı, hepsinden çok onu özleyeceğim');
    expect(shop).toContain('dükkan');
    expect(shop).not.toContain('dükka');
    expect(shop.some((topic) => topic.startsWith('heps'))).toBe(false);
    expect(topicsOf('Bayramı ailecek kutladık, bu haftası çok yoğundu')).toEqual(['bayram']);
    expect(topicsOf('Morning run by the sea. Legs tired but I feel proud.')).toEqual(['sea']);
    expect(topicsOf('My old legs, one more run before the race')).toEqual(['race']);
  });

  it('puts the author hashtags first, as written, and folds duplicates into one', () => {
    expect(topicsOf('#yuruyus sabah yürüyüşü harikaydı #yürüyüş')).toEqual(['yuruyus']);
    expect(topicsOf('#Yürüyüş bugün sahilde yuruyus, deniz ve martılar')[0]).toBe('yürüyüş');
    expect(topicsOf('Coffee with friends, then coffee again #MondayMood')[0]).toBe('mondaymood');
  });

  it('de-duplicates after folding in normaliseTopics (first spelling wins)', () => {
    expect(normaliseTopics(['Yürüyüş', 'yuruyus', 'YÜRÜYÜŞ', 'kitap'])).toEqual([
      'yürüyüş',
      'kitap',
    ]);
  });
});
