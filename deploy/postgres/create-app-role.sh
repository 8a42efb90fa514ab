#!/bin/sh
# The role the instances log in as (docs/decisions/033): it owns nothing, and the release step (`migrate` in
# compose.yaml) grants it what the app needs after every migration run. The postgres image runs this file once, when
# it initialises an empty data volume (/docker-entrypoint-initdb.d); on a volume made before it existed, run the same
# statement once by hand (deploy/RUNBOOK.md, "The database's two roles").
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" -v app_password="$APP_DATABASE_PASSWORD" <<'SQL'
CREATE ROLE zvuk_app LOGIN PASSWORD :'app_password';
SQL
