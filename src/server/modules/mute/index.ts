// The mute module's public surface: muting members and words (issue 28).
export { MuteService } from './mute.service.ts';
export { muteRoutes } from './mute.routes.ts';
