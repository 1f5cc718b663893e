import { Link } from 'react-router';
import type { MentionLink } from '../../../shared/api/social.ts';
import { tokenizeMentions } from '../../../domain/posts/mentions.ts';
import { profilePath } from '../../lib/paths.ts';

/**
 * Member-written text with the server-linked @handles as profile links, as elements (never as
 * HTML); any other '@word' stays plain text.
 */
export function MentionText({
  text,
  mentions,
}: {
  text: string;
  mentions: readonly MentionLink[] | undefined;
}) {
  if (!mentions || mentions.length === 0) return <>{text}</>;
  const byHandle = new Map(mentions.map((link) => [link.handle, link.id]));
  return (
    <>
      {tokenizeMentions(text).map((token, index) => {
        const userId = token.type === 'mention' ? byHandle.get(token.handle) : undefined;
        return userId ? (
          <Link key={index} className="post-text__mention" to={profilePath(userId)}>
            {token.text}
          </Link>
        ) : (
          token.text
        );
      })}
    </>
  );
}
