// The moderation module's public surface: members' reports and the moderation queue's data.
export { ModerationService } from './moderation.service.ts';
export { moderationRoutes } from './moderation.routes.ts';
export { DISMISS_ACTION } from './moderation-queue.read-model.ts';
