import { BUS_EVENTS_CHANNEL, busEventChannel } from '@sportsbook/protocol';

/**
 * Maps a client's channel onto the feed's bus channel: the catalogue is the same for every
 * bookmaker, so `ie_events` and `gb_events` both follow the one events channel the feed writes.
 */
export function feedBusChannel(clientChannel: string): string {
  const event = /_event_(\d+)$/.exec(clientChannel);
  if (event) return busEventChannel(Number(event[1]));
  return clientChannel.endsWith('_events') ? BUS_EVENTS_CHANNEL : clientChannel;
}
