/** Initials for an avatar: first and last word, upper-cased. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0]];
  return (
    picked
      .map((word) => (word ? Array.from(word)[0] : ''))
      .join('')
      .toUpperCase() || '?'
  );
}
