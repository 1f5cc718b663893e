// The notifications module's public surface.
export { NotificationsService } from './notifications.service.ts';
