// The posts module's public surface.
export { PostsService } from './posts.service.ts';
export { postRoutes } from './posts.routes.ts';
export {
  renameAuthor,
  setPostEmotion,
  postEmotionColumns,
  setPostEmotionWith,
  findPostRow,
} from './posts.repository.ts';
export type {
  InlinePostAnalysis,
  NewPostFacts as NewPostAnalysisFacts,
  PreparedPostAnalysis,
} from './inline-analysis.ts';
