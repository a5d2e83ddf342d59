-- What the server's own role may do, when it runs as a role other than the schema's owner
-- (DATABASE_OWNER_URL beside DATABASE_URL). migrate.ts calls this after every run, under the
-- schema lock, so tables added later are covered and a changed policy replaces the old grants.
-- Ownership is what allows ALTER TABLE ... DISABLE TRIGGER, so the role must own nothing; the
-- audit tables take only SELECT and INSERT, so history can be added to and read, never rewritten.

CREATE FUNCTION grant_server_role(server_role name) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  owned text;
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = server_role) THEN
    RAISE EXCEPTION 'the server''s role % is a superuser: it could rewrite the audit trail; give it a role of its own', server_role;
  END IF;
  IF pg_has_role(server_role, (SELECT relowner FROM pg_class WHERE oid = 'audit_event'::regclass), 'MEMBER') THEN
    RAISE EXCEPTION 'the server''s role % owns the audit trail (or is a member of its owner): it could rewrite it; run REASSIGN OWNED BY % TO the owner''s role', server_role, server_role;
  END IF;
  SELECT string_agg(c.relname, ', ') INTO owned FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE n.nspname = 'public' AND c.relowner = (SELECT oid FROM pg_roles WHERE rolname = server_role);
  IF owned IS NOT NULL THEN
    RAISE EXCEPTION 'the server''s role % owns %: it must own nothing; run REASSIGN OWNED BY % TO the owner''s role', server_role, owned, server_role;
  END IF;
  EXECUTE format('GRANT USAGE ON SCHEMA public TO %I', server_role);
  EXECUTE format('REVOKE ALL ON ALL TABLES IN SCHEMA public FROM %I', server_role);
  EXECUTE format('REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM %I', server_role);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO %I', server_role);
  EXECUTE format('REVOKE INSERT, UPDATE, DELETE ON schema_migration, audit_event, audit_seal FROM %I', server_role);
  EXECUTE format('GRANT INSERT ON audit_event, audit_seal TO %I', server_role);
  -- nextval for serial ids; setval is the seed's, which runs as the owner.
  EXECUTE format('GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO %I', server_role);
END
$$;

-- Only the owner grants; anyone else calling it would only be told "no privileges were granted".
REVOKE EXECUTE ON FUNCTION grant_server_role(name) FROM PUBLIC;
