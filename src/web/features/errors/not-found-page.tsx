import { useLocation } from 'react-router';
import { MESSAGES } from '../../../shared/messages.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { CompassIcon } from '../../components/ui/icons.tsx';
import { DocumentTitle } from '../../components/ui/page-header.tsx';

export function Component() {
  const { pathname } = useLocation();
  return (
    <div className="container public-page">
      <DocumentTitle title="Page not found" />
      <EmptyState
        level={1}
        icon={<CompassIcon />}
        title="Page not found"
        actions={
          <ButtonLink to="/" variant="primary">
            Go to the home page
          </ButtonLink>
        }
      >
        <p>{MESSAGES.notFound}</p>
        <p>
          There is no page at <code className="path">{pathname}</code>.
        </p>
      </EmptyState>
    </div>
  );
}
