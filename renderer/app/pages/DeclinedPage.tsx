import { MessagePage } from './MessagePage';

export function DeclinedPage() {
  return <MessagePage route="Declined" />;
}
