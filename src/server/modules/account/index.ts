// The account module's public surface: account rights (export, deletion) and account tokens.
export { AccountService } from './account.service.ts';
export { accountRoutes } from './account.routes.ts';
export { deleteMember, type DeletionActor } from './member-deletion.ts';
export { insertAuditLog, setFeedbackHandled, type AuditEntry } from './account.repository.ts';
export { insertFeedback } from './feedback.repository.ts';
