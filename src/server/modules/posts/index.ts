// The posts module's public surface.
export { PostsService } from './posts.service.ts';
export { postRoutes } from './posts.routes.ts';
export { renameAuthor, findPostRow } from './posts.repository.ts';
export {
  postEmotionColumns,
  setPostEmotion,
  setPostEmotionWith,
} from './post-analysis.repository.ts';
export type {
  InlinePostAnalysis,
  NewPostFacts as NewPostAnalysisFacts,
  PreparedPostAnalysis,
  RowsWithPost,
} from './inline-analysis.ts';
