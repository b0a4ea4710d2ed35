import { classifyError } from './classifyError';
import { NotFoundScreen } from './NotFoundScreen';
import { UnauthorizedScreen } from './UnauthorizedScreen';
import { UnknownErrorScreen } from './UnknownErrorScreen';

export function ErrorScreen({ error }: { error: unknown }) {
  switch (classifyError(error)) {
    case 'not-found':
      return <NotFoundScreen />;
    case 'unauthorized':
      return <UnauthorizedScreen />;
    default:
      return <UnknownErrorScreen error={error} />;
  }
}
