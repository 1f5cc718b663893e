// The contact module's public surface.
export { ContactService } from './contact.service.ts';
export { contactRoutes } from './contact.routes.ts';
export { setContactMessageHandled } from './contact.repository.ts';
