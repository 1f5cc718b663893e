// The admin module's public surface: the administrator's API (metrics, members, moderation).
export { AdminService } from './admin.service.ts';
export { adminRoutes } from './admin.routes.ts';
