-- Runs once, when the postgres container initialises an empty data volume (docker-entrypoint-initdb.d,
-- through psql as the superuser with ON_ERROR_STOP). Creates the application role and one database per
-- service (DESIGN §7: a database per service), each owned by that role so its migrations can create
-- tables and trusted extensions (btree_gist for booking's exclusion constraint).
--
-- The role's password comes from RINGBOOK_DB_PASSWORD in the postgres container's environment (see
-- deploy/compose.yaml); it never appears in this file. Unset or empty, initialisation stops here (an
-- error, with ON_ERROR_STOP) instead of creating a role nobody can log in as, and the container exits.
-- The half-initialised volume is then skipped on the next start, so remove it before retrying:
-- `docker compose -f deploy/compose.yaml down -v` (only ever on a fresh install). Later password
-- changes: ALTER ROLE ringbook PASSWORD '...' by hand (this script never runs on an initialised volume).

\set app_password ''
\getenv app_password RINGBOOK_DB_PASSWORD
SELECT length(:'app_password') = 0 AS app_password_missing \gset
\if :app_password_missing
  DO $$ BEGIN RAISE EXCEPTION 'RINGBOOK_DB_PASSWORD is not set: see deploy/compose.yaml'; END $$;
\endif

CREATE ROLE ringbook LOGIN PASSWORD :'app_password';

CREATE DATABASE ringbook_identity OWNER ringbook;
CREATE DATABASE ringbook_leads OWNER ringbook;
CREATE DATABASE ringbook_tenants OWNER ringbook;
CREATE DATABASE ringbook_booking OWNER ringbook;
CREATE DATABASE ringbook_receptionist OWNER ringbook;
CREATE DATABASE ringbook_admin OWNER ringbook;
