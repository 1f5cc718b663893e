// Explanations (issue 27): the card's reason, "Why this post?", mood names, notifications and
// Insights sentences. The English words live once in src/shared/explain/words.en.ts, since the
// server words the English `text` field API clients read from the same object.
import words from '../../../../shared/explain/words.en.ts';

export default words;
