// The profiles module's public surface.
export { ProfilesService } from './profiles.service.ts';
export { profileRoutes } from './profiles.routes.ts';
