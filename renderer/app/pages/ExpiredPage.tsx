import { MessagePage } from './MessagePage';

export function ExpiredPage() {
  return <MessagePage route="Expired" />;
}
