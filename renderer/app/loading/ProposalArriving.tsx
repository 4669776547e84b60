import { pages } from '../journey';
import { Spinner } from './Spinner';

/**
 * The place of a quote page's content while its quote is fetched (a link from the quote e-mail, a
 * reload, a slow answer): a screen's height kept, so nothing below moves when the quote comes; a
 * spinner, shown once the wait is long enough to notice; and a status a screen reader reads after
 * the page's heading, so a slow answer is not a page with a heading and nothing else.
 */
export function ProposalArriving() {
  return (
    <div className="page-arriving">
      <p role="status" className="page-arriving__status">
        <Spinner />
        <span className="visually-hidden">{pages.loading.label}</span>
      </p>
    </div>
  );
}
