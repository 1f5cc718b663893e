// The house module's public surface: the app's own account and founder invites.
export {
  ensureHouseAccount,
  founderInviteForEmptyCommunity,
  freshFounderInvite,
  currentFounderInvite,
  rotateFounderInvite,
} from './house.service.ts';
export { houseRoutes } from './house.routes.ts';
