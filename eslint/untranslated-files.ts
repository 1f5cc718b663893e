// Screens not yet moved to the catalogues (issue 27). Each conversion removes its files; the
// list must end empty.
export const UNTRANSLATED_FILES: string[] = [
  'src/web/features/admin/admin-dashboard.tsx',
  'src/web/features/admin/admin-inbox.tsx',
  'src/web/features/admin/admin-metrics.tsx',
  'src/web/features/admin/admin-moderation.tsx',
  'src/web/features/admin/admin-page.tsx',
  'src/web/features/admin/admin-users.tsx',
  'src/web/features/feedback/feedback-dialog.tsx',
  'src/web/features/insights/insights-charts.tsx',
  'src/web/features/insights/insights-page.tsx',
  'src/web/features/settings/appearance-panel.tsx',
  'src/web/features/settings/delete-account-dialog.tsx',
  'src/web/features/settings/labs-panel.tsx',
  'src/web/features/settings/notifications-panel.tsx',
  'src/web/features/settings/privacy-data-panel.tsx',
  'src/web/features/settings/profile-panel.tsx',
  'src/web/features/settings/safety-panel.tsx',
  'src/web/features/settings/settings-page.tsx',
];
