// The data a member's page carries in its HTML (issue 27): the server answers `/dashboard` and
// `/insights` for a signed-in member with the answers their first requests would get, in a JSON
// data block, so the phone does not wait for those requests one after another. Zod-free and
// type-only imports: the web app reads this in the first bundle every visitor loads.
import type { PostPage } from './api/social.ts';

/** The id of the `<script type="application/json">` element that holds the answers. */
export const BOOTSTRAP_ELEMENT_ID = 'lorien-bootstrap';

/** The data block's JSON: each answer under the API path it answers (GET, no query). */
export interface BootstrapData {
  answers: Record<string, unknown>;
}

/** The first card's first picture, as the card shows it (the thumbnail when there is one). */
export function firstCardImage(page: PostPage): string | null {
  const post = page.posts[0];
  const image = post?.images?.[0] ?? post?.media;
  return image ? (image.thumbUrl ?? image.url) : null;
}
