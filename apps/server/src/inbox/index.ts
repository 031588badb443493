export { inboxRoutes } from './routes';
export type { InboxRoutesOptions } from './routes';
export { publishInboxCount } from './publish';
export { writeBetSettledMessage, countUnread, findBetMessage } from './inbox-store';
export { playerMessages } from './tables';
