import type { MutedWordView, MutedWordsResponse, MuteResponse } from '../../../shared/api/mute.ts';
import type { PersonSummary } from '../../../shared/api/social.ts';
import { MUTED_MEMBERS_LIST_MAX, MUTED_WORDS_MAX } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { muteKey } from '../../../domain/mute/muted-words.ts';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../context.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import type { GraphService } from '../graph/index.ts';
import {
  deleteMute,
  deleteMutedWord,
  insertMute,
  insertMutedWord,
  isMuted,
  listMutedMembers,
  listMutedWordKeys,
  listMutedWords,
} from './mute.repository.ts';

const invalidTarget = () => new AppError(400, 'invalid_target_user', MESSAGES.invalidTargetUser);

/**
 * Mute: one-way and silent. Nothing is published (the muted member is never told, and nothing
 * else needs to react): the visibility rule reads the mutes on every list, and the notifications
 * insert reads them before writing. A follow is kept.
 */
export class MuteService {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly graph: GraphService;

  constructor(deps: { db: Database; clock: Clock; graph: GraphService }) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.graph = deps.graph;
  }

  /**
   * Not yourself (400 'Invalid target user', as block); a member who is not there (or banned)
   * is a 404 with the same message, as follow.
   */
  async mute(muterId: string, memberId: string, on: boolean): Promise<MuteResponse> {
    if (memberId === muterId) throw invalidTarget();
    if (on) {
      await this.graph.requireVisibleMember(memberId);
      await insertMute(this.db, muterId, memberId, this.clock());
      return { muted: true };
    }
    // Unmuting a member who has since been banned still works; an id that names nobody muted
    // and nobody visible is refused.
    if (!(await deleteMute(this.db, muterId, memberId)))
      await this.graph.requireVisibleMember(memberId);
    return { muted: false };
  }

  isMuted(muterId: string, memberId: string): Promise<boolean> {
    return isMuted(this.db, muterId, memberId);
  }

  mutedMembers(muterId: string): Promise<PersonSummary[]> {
    return listMutedMembers(this.db, muterId, MUTED_MEMBERS_LIST_MAX);
  }

  /** The member's muted-word keys, for lists filtered outside SQL (Trending). */
  async wordKeys(userId: string): Promise<string[]> {
    return listMutedWordKeys(this.db, userId);
  }

  async words(userId: string): Promise<MutedWordsResponse> {
    const rows = await listMutedWords(this.db, userId);
    return { words: rows.map(view), max: MUTED_WORDS_MAX };
  }

  async addWord(userId: string, input: string): Promise<MutedWordView> {
    const parsed = muteKey(input);
    if (!parsed.ok)
      throw parsed.problem === 'too_long'
        ? badRequest('muted_word_too_long', MESSAGES.mutedWordTooLong)
        : badRequest('muted_word_empty', MESSAGES.mutedWordEmpty);
    const row = {
      id: newId(),
      userId,
      word: parsed.word,
      key: parsed.key,
      createdAt: this.clock(),
    };
    const outcome = await insertMutedWord(this.db, row, MUTED_WORDS_MAX);
    if (outcome === 'exists') throw conflict('muted_word_exists', MESSAGES.mutedWordExists);
    if (outcome === 'full') throw conflict('muted_words_full', MESSAGES.mutedWordsFull);
    return view(row);
  }

  async removeWord(userId: string, id: string): Promise<{ removed: true }> {
    if (!(await deleteMutedWord(this.db, userId, id)))
      throw notFound('muted_word_not_found', MESSAGES.mutedWordNotFound);
    return { removed: true };
  }
}

function view(row: { id: string; word: string; createdAt: Date }): MutedWordView {
  return { id: row.id, word: row.word, createdAt: row.createdAt.toISOString() };
}
