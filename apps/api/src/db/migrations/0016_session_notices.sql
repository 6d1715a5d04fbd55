-- A server keeps the sessions it has read for a few seconds (modules/auth/session-cache.ts). Whatever could end a
-- session or change what it grants tells every server to forget them, once it commits (SESSIONS_CHANGED_NOTICE in
-- lib/events.ts, on the channel of every change notice): a session ended or its
-- second factor's stage changed, and a user's name, e-mail, role or status changed. Touching a session (its
-- last_seen_at) does not: a kept session found idle is read again before it is ended.
CREATE OR REPLACE FUNCTION notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hotel_events', '{"type":"sessions"}');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER DELETE OR UPDATE OF token_hash, user_id, expires_at, mfa_pending ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER users_session_fields_changed AFTER UPDATE OF name, email, role, status ON "users"
  FOR EACH ROW WHEN ((OLD.name, OLD.email, OLD.role, OLD.status) IS DISTINCT FROM (NEW.name, NEW.email, NEW.role, NEW.status))
  EXECUTE FUNCTION notify_sessions_changed();
