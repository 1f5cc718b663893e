// The posts module's public surface.
export { PostsService, toPostView } from './posts.service.ts';
export type { PostViewRow } from './posts.repository.ts';
export { postRoutes } from './posts.routes.ts';
export { renameAuthor, setPostEmotion, findPostRow, postCardColumns } from './posts.repository.ts';
