import { basketballSim } from './basketball-sim';
import { esportsSim } from './esports-sim';
import { footballSim } from './football-sim';
import { golfSim } from './golf-sim';
import { hockeySim } from './hockey-sim';
import { racingSim } from './racing-sim';
import { tennisSim } from './tennis-sim';
import { eraseModule } from './types';
import type { AnySimModule, SimKind } from './types';

/** Every state machine by kind: the feed looks an event's module up by `feed_events.kind`. */
export const SIM_MODULES: Readonly<Record<SimKind, AnySimModule>> = {
  football: eraseModule(footballSim),
  tennis: eraseModule(tennisSim),
  basketball: eraseModule(basketballSim),
  hockey: eraseModule(hockeySim),
  esports: eraseModule(esportsSim),
  racing: eraseModule(racingSim),
  golf: eraseModule(golfSim),
};

/** Narrows a stored kind, so a row written by a newer feed is refused with a message. */
export function simModuleFor(kind: string): AnySimModule {
  const module = (SIM_MODULES as Record<string, AnySimModule | undefined>)[kind];
  if (!module)
    throw new Error(
      `feed_events.kind "${kind}" is unknown to this feed; expected one of ${Object.keys(SIM_MODULES).join(', ')}.`,
    );
  return module;
}
