// The invites module's public surface.
export { issueInviteCode, hashedInviteCode, type IssuedInvite } from './invites.service.ts';
export { inviteRoutes } from './invites.routes.ts';
