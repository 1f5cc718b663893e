// The notifications module's public surface.
export { NotificationsService } from './notifications.service.ts';
export { notificationsRoutes } from './notifications.routes.ts';
