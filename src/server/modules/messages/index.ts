// The messages module's public surface.
export { MessagesService } from './messages.service.ts';
export { messagesRoutes } from './messages.routes.ts';
