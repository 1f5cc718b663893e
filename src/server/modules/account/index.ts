// The account module's public surface: account rights (export, deletion) and account tokens.
export { AccountService } from './account.service.ts';
export { accountRoutes } from './account.routes.ts';
export { deleteMember } from './member-deletion.ts';
