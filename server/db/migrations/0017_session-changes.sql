-- Every API process keeps the sessions it read lately (server/auth/session-cache.ts). Whatever
-- changes what the session's statement reads (the session, its user, the user's enterprise, roles,
-- role members and grants) notifies `session_changes` from the writing transaction, so every
-- process hears it exactly when the change commits, whichever process or tool made it.
CREATE FUNCTION notify_session_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_changes();--> statement-breakpoint
CREATE TRIGGER users_changed
  AFTER UPDATE OF "id", "account", "nickname", "avatar_path", "tenant_id", "login_times", "is_reviewer"
  OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_changes();--> statement-breakpoint
CREATE TRIGGER tenants_changed AFTER UPDATE OF "id", "name" OR DELETE OR TRUNCATE ON "tenants"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_changes();--> statement-breakpoint
CREATE TRIGGER tenant_roles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tenant_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_changes();--> statement-breakpoint
CREATE TRIGGER tenant_role_members_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tenant_role_members"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_changes();--> statement-breakpoint
CREATE TRIGGER role_resource_grants_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_resource_grants"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_changes();
