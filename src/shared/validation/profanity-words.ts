// Words a username may not contain, English and Turkish. Curated by the Lorien team for this
// purpose (no third-party list is copied); lower case, ASCII-folded (Turkish letters mapped to
// their closest ASCII letter: ç→c, ğ→g, ı→i, ö→o, ş→s, ü→u), since usernames are ASCII only.
// Short words that commonly occur inside innocent names are matched whole only (see
// WHOLE_WORD_ONLY), to avoid rejecting e.g. "scunthorpe"-style names.

export const PROFANITY_WORDS: readonly string[] = [
  // English
  'fuck', 'fucker', 'fucking', 'motherfucker', 'shit', 'bullshit', 'bitch', 'bastard', 'asshole',
  'dick', 'dickhead', 'cock', 'cunt', 'pussy', 'whore', 'slut', 'wanker', 'twat', 'prick',
  'douche', 'jerkoff', 'nigger', 'nigga', 'faggot', 'fag', 'retard', 'spic', 'kike', 'chink',
  'tranny', 'rapist', 'rape', 'porn', 'nazi', 'hitler', 'kkk',
  // Turkish
  'amk', 'aq', 'amina', 'aminakoyim', 'amcik', 'orospu', 'orospucocugu', 'pic', 'pezevenk',
  'sikerim', 'siktir', 'sikik', 'sik', 'yarrak', 'yarak', 'got', 'gotveren', 'ibne', 'kahpe',
  'kaltak', 'gavat', 'serefsiz', 'salak', 'gerizekali', 'dallama', 'yavsak', 'kevase', 'puşt',
  'pust', 'dingil', 'hassiktir', 'ananisikeyim', 'yarragimiye',
];

/** Words too short or too common as fragments to match inside a longer name. */
export const WHOLE_WORD_ONLY: ReadonlySet<string> = new Set([
  'aq', 'amk', 'pic', 'sik', 'got', 'fag', 'spic', 'kkk', 'cock', 'dick', 'rape', 'rapist', 'porn',
  'salak',
]);
