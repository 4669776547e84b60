import { MessagePage } from './MessagePage';

export function FailedPage() {
  return <MessagePage route="Failed" />;
}
