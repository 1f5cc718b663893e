// The insights module's public surface: a member's own emotional analytics (read model only).
export { InsightsService, INSIGHTS_WINDOW_DAYS } from './insights.service.ts';
export { insightsRoutes } from './insights.routes.ts';
export { hasStoredEmotion } from './insights.read-model.ts';
