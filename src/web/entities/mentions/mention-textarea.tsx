import { useQuery } from '@tanstack/react-query';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_API } from '../../../shared/api/paths.ts';
import type { PeopleList } from '../../../shared/api/social.ts';
import { PEOPLE_SEARCH_MIN_CHARS } from '../../../shared/constants.ts';
import { insertMention, mentionAtCaret } from '../../../domain/posts/mentions.ts';
import { threadsNs } from '../../i18n/ns/threads.ts';
import { api } from '../../lib/api-client.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import './mentions.css';

type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'>;

export interface MentionTextareaProps extends TextareaProps {
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * A textarea that suggests members while an `@handle` is typed (the people search, from two
 * letters): a listbox the arrow keys move through (aria-activedescendant), Enter or Tab inserts
 * `@handle `, Escape closes it. The caller's own keys (send on Enter) work when it is closed.
 */
export function MentionTextarea({
  value,
  onValueChange,
  onKeyDown,
  ...rest
}: MentionTextareaProps) {
  const { t } = useTranslation(threadsNs);
  const ref = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  // The caret after an inserted handle, placed in the same commit as the new value: a later
  // frame would move it back after keys typed in between.
  const pendingCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const field = ref.current;
    const at = pendingCaret.current;
    if (!field || at === null) return;
    pendingCaret.current = null;
    field.focus();
    field.setSelectionRange(at, at);
  }, [value]);
  const typing = caret === null ? null : mentionAtCaret(value, caret);
  const query = typing && typing.query.length >= PEOPLE_SEARCH_MIN_CHARS ? typing.query : '';
  const settled = useDebouncedValue(query, 150);
  const people = useQuery({
    queryKey: ['mention-suggestions', settled],
    queryFn: ({ signal }) =>
      api.get<PeopleList>(SOCIAL_API.searchPeople, { query: { q: settled }, signal }),
    enabled: settled.length >= PEOPLE_SEARCH_MIN_CHARS,
    staleTime: 30_000,
  });
  const suggestions = query && settled === query ? (people.data?.people ?? []) : [];
  const open = suggestions.length > 0 && typing !== null && dismissedAt !== typing.start;
  const activeIndex = Math.min(active, Math.max(0, suggestions.length - 1));
  const optionId = (index: number) => `${listId}-option-${index}`;

  const track = () => setCaret(ref.current?.selectionStart ?? null);

  const choose = (handle: string) => {
    if (caret === null) return;
    const next = insertMention(value, caret, handle);
    if (!next) return;
    onValueChange(next.text);
    setActive(0);
    setCaret(next.caret);
    pendingCaret.current = next.caret;
  };

  const onKeys = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((activeIndex + step + suggestions.length) % suggestions.length);
        return;
      }
      if ((event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey) {
        event.preventDefault();
        const person = suggestions[activeIndex];
        if (person) choose(person.handle);
        return;
      }
      if (event.key === 'Escape') {
        // Closes the list only, not the dialog around the field.
        event.preventDefault();
        event.stopPropagation();
        setDismissedAt(typing?.start ?? null);
        return;
      }
    }
    onKeyDown?.(event);
  };

  return (
    <div className="mention-field">
      <textarea
        {...rest}
        ref={ref}
        value={value}
        onChange={(event) => {
          onValueChange(event.currentTarget.value);
          setCaret(event.currentTarget.selectionStart);
          setActive(0);
        }}
        onSelect={track}
        onClick={track}
        onKeyDown={onKeys}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(activeIndex) : undefined}
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          className="mention-list"
          aria-label={t('mentions.listLabel')}
        >
          {suggestions.map((person, index) => (
            <li
              key={person.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className="mention-list__option"
              // Keeps the focus in the field.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(person.handle);
              }}
            >
              <span className="mention-list__name">{person.displayName}</span>
              <span className="mention-list__handle">@{person.handle}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
