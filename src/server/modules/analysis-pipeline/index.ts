// The analysis pipeline's public surface: where posts and interactions meet the analysis service.
export {
  currentEmotionState,
  indexNewPost,
  INDEX_POST_JOB,
  INDEX_SWEEP,
  INDEX_SWEEP_JOB,
  inlinePostAnalysis,
  recordInteraction,
  subscribeAnalysisPipeline,
  UNMODERATED_LABEL,
  type IndexedPost,
  type PipelineContext,
} from './analysis-pipeline.ts';
export { eraseStoredEmotion } from './member-emotion.repository.ts';
