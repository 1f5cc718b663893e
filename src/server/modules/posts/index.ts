// The posts module's public surface.
export { PostsService } from './posts.service.ts';
export { postRoutes } from './posts.routes.ts';
export { renameAuthor, setPostEmotion, findPostRow } from './posts.repository.ts';
