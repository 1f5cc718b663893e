// The Turkish twin of MESSAGES (issue 27): the same keys, natural Turkish written for members.
// PLACEHOLDER until the translation lands in this session: English copies.
import { MUTED_WORD_MAX_LENGTH, MUTED_WORDS_MAX } from './constants.ts';
import { MESSAGES, type MessageKey } from './messages.ts';

export const MESSAGES_TR: Record<MessageKey, string> = {
  ...MESSAGES,
  // Mute (issue 28)
  mutedWordEmpty: 'Sessize almak için bir kelime, ifade ya da #konu yazın.',
  mutedWordTooLong: `Sessize alınan bir kelime en fazla ${MUTED_WORD_MAX_LENGTH} karakter olabilir.`,
  mutedWordsFull: `En fazla ${MUTED_WORDS_MAX} kelimeyi sessize alabilirsiniz. Yenisini eklemek için birini kaldırın.`,
  mutedWordExists: 'Bu kelimeyi zaten sessize aldınız.',
  mutedWordNotFound: 'Sessize alınan bu kelime bulunamadı.',
};
