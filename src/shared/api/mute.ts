// The mute contract (issue 28), shared by the server routes and the SPA. Paths live in paths.ts
// (MUTE_API). Lengths are counted on the trimmed word; what it must contain (a letter or digit)
// is the domain's rule (src/domain/mute/muted-words.ts), checked by the service.
import { z } from 'zod';
import { MUTED_WORD_MAX_LENGTH, MUTED_WORDS_MAX } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { idParam } from './social.ts';

export const muteResponse = z.object({ muted: z.boolean() });
export type MuteResponse = z.infer<typeof muteResponse>;

export const mutedWordView = z.object({ id: z.string(), word: z.string(), createdAt: z.string() });
export type MutedWordView = z.infer<typeof mutedWordView>;

export const mutedWordsResponse = z.object({
  words: z.array(mutedWordView),
  max: z.number().int(),
});
export type MutedWordsResponse = z.infer<typeof mutedWordsResponse>;

export const addMutedWordRequest = z.object({
  word: z
    .string({ error: MESSAGES.mutedWordEmpty })
    // A bound before trimming, so nobody sends a megabyte of spaces.
    .max(MUTED_WORD_MAX_LENGTH * 4, MESSAGES.mutedWordTooLong)
    .trim()
    .min(1, MESSAGES.mutedWordEmpty)
    .refine((word) => [...word].length <= MUTED_WORD_MAX_LENGTH, MESSAGES.mutedWordTooLong),
});
export type AddMutedWordRequest = z.input<typeof addMutedWordRequest>;

export const mutedWordResponse = z.object({ word: mutedWordView });

export const mutedWordParams = z.object({ id: idParam });

export { MUTED_WORDS_MAX, MUTED_WORD_MAX_LENGTH };
export { MUTE_API } from './paths.ts';
