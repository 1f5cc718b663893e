import { lazy, Suspense } from 'react';
import { useSessionStatus } from '../../entities/session/session-status.ts';
import { withStrings } from '../../i18n/i18n.ts';
import { AppSplash } from '../root-layout.tsx';

// Only the shell this visitor needs is downloaded: the member app (with its server-state layer)
// for members, the public shell for everyone else.
const MemberShell = lazy(async () => {
  const [{ Providers }, { Component: AppLayout }] = await withStrings(
    Promise.all([import('../providers.tsx'), import('./app-layout.tsx')]),
  );
  return {
    default: function MemberShell() {
      return (
        <Providers>
          <AppLayout />
        </Providers>
      );
    },
  };
});
const VisitorShell = lazy(async () => ({
  default: (await withStrings(import('./public-layout.tsx'))).Component,
}));

/** A page both members and visitors may read (Postcast): it keeps whichever shell fits them. */
export function Component() {
  const session = useSessionStatus();
  if (session.status === 'pending') return <AppSplash />;
  return (
    <Suspense fallback={<AppSplash />}>
      {session.status === 'signed-in' ? <MemberShell /> : <VisitorShell />}
    </Suspense>
  );
}
