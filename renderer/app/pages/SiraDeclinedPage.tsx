import { MessagePage } from './MessagePage';

export function SiraDeclinedPage() {
  return <MessagePage route="SiraDeclined" />;
}
