// The footer's subscribe form, a chunk of its own: the footer (in every page's first script)
// loads it when the visitor nears the footer (components/WhenNear.tsx), so the form, its schema
// and the query libraries never weigh on a page's first load (docs/budgets.md).
import { withData } from '../../lib/trpc-react';
import { SubscribeForm } from './SubscribeForm';

function FooterSubscribe() {
  return <SubscribeForm compact />;
}

export default withData(FooterSubscribe);
