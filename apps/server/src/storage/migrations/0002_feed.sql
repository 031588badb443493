-- The trading feed's own state, so a restarted (or newly elected) leader resumes where the
-- last one stopped. Only the feed reads or writes these tables.
--   * feed_events: per event, the stream slot that created it and the model inputs (params).
--     The event's future (goal times, point winners, finishing order) is NOT stored: it is
--     redrawn from FEED_SEED and the event id, so no result sits in the database early.
--   * feed_clock: the simulated time of the last committed tick, so FEED_SPEED > 1 never
--     jumps back to the wall clock after a restart.

CREATE TABLE feed_events (
  event_id bigint PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE,
  stream   text NOT NULL,
  slot     bigint NOT NULL,
  kind     text NOT NULL,
  params   jsonb NOT NULL,
  ended    boolean NOT NULL DEFAULT false,
  CONSTRAINT feed_events_stream_slot_key UNIQUE (stream, slot)
);
-- A restarted leader loads only the events still running.
CREATE INDEX feed_events_active_idx ON feed_events (event_id) WHERE NOT ended;

CREATE TABLE feed_clock (
  id       integer PRIMARY KEY CHECK (id = 1),
  seed     text NOT NULL,
  sim_time timestamptz NOT NULL
);
