// The application's schema with zod, loaded after the join page has painted (JoinForm starts it
// on mount): only sending the form needs it, and the page's first paint does not wait for zod.
import '../../lib/zod-jitless';

export { joinApplicationInput } from '../../../../shared/join.schema';
